import MigrationKit
import SwiftCST

/// A use of something only `ObservableObject` classes have.
struct PublisherUse: Sendable {
    /// The member used.
    enum Member: Hashable, Sendable {
        /// `$name`: the projected publisher of an `@Published` property.
        case projected(String)
        /// `_name`: the `Published` wrapper storage itself.
        case storage(String)
        /// `objectWillChange`.
        case objectWillChange
        /// A member named `objectWillChange` declared by the type (a custom publisher).
        case declaresObjectWillChange
    }

    /// How a `$name` projection is used, as far as a bridge depends on it.
    enum Form: Hashable, Sendable {
        /// A value: `$query.sink`, `model.$items`.
        case value
        /// `&$items`: an inout argument (`assign(to: &$items)`), which needs the wrapper's storage.
        case inoutArgument
        /// `publisher.assign(to: &$items)` as a statement of the class's own code
        /// (`AssignSubscription`): a subscription a bridge can keep.
        case assignment
        /// `\Model.$items`: a key path to the projection.
        case keyPath
        /// A class's own `objectWillChange` sent (or declared) where Observation takes it over.
        case send(WillChangeSend)
        /// A child's `objectWillChange` forwarded as the class's own (`WillChangeForwarding`): the
        /// class at `ownerPath` (`TypeIndexer.path(of:)`) migrates only with the child.
        case forwarding(ownerPath: String)
        /// The class's own send inside such a forwarding.
        case forwardedSend
        /// `objectWillChange` used where Observation does not take it over, of this kind.
        case willChangeUse(WillChangeUse)
        /// `_name = Published(initialValue: x)` in the class's own `init`
        /// (`PublishedStorageInitialization`): `_name = x` under `@Observable`. `mayFollowSubscription`:
        /// a subscription to `$name` may exist by then (`PublishedStorageInitialization.mayFollowSubscription`).
        case storageInitialization(mayFollowSubscription: Bool)
    }

    var member: Member
    var receiver: StaticTypeQuery
    var site: Site
    var form = Form.value
}

/// An `@Published` property of a type, named by the type's identity and the property's name.
struct PublishedProperty: Hashable, Sendable {
    var type: TypeIdentity
    var name: String
}

/// Which of `Codable`'s requirements a type implements itself.
struct CodingMembers: OptionSet, Sendable {
    let rawValue: UInt8
    /// `func encode(to encoder: Encoder)`.
    static let encode = CodingMembers(rawValue: 1)
    /// `init(from decoder: Decoder)`.
    static let decode = CodingMembers(rawValue: 2)
}

/// `Published<T>.Publisher` spelled as a type: its values cannot become a bridge's `AnyPublisher`,
/// unless it is a parameter's type, which can take any publisher of `T` (`PublisherParameter`).
struct SpelledPublisherType: Sendable {
    /// `T` as written without trivia; nil for `Published.Publisher` in generic code.
    var valueType: String?
    var site: Site
    var isParameterType = false
    /// For a spelling in generic code that is the result type of a function or a computed
    /// property: where that declaration is. Only a publisher used inside it can flow there.
    var resultOf: ClosedRange<Site>?
}

/// Why the project needs some class to stay an `ObservableObject` beyond its own uses.
struct ConformanceRequirement: Sendable {
    /// What needs the conformance, and so which classes it keeps.
    enum Kind: Hashable, Sendable {
        /// `@propertyWrapper struct W<V: ObservableObject>`: `@W var x: C` needs `C: ObservableObject`.
        case wrapperValue(wrapper: String)
        /// A wrapper whose `_enclosingInstance` subscript needs `ObservableObject`: the class
        /// declaring `@W var x` must stay one.
        case wrapperEnclosingInstance(wrapper: String)
        /// `extension P where Self: ObservableObject`: conformers of `P` rely on it.
        case protocolExtension(protocolName: String)
        /// Generic code, existentials or `extension ObservableObject` that any class may meet:
        /// `<T: ObservableObject>`, `any ObservableObject`, `as? ObservableObject`.
        case anyClass(what: String)
    }

    var kind: Kind
    var site: Site
}

/// A generic type whose parameter must be an `ObservableObject`:
/// `struct Panel<Model: ObservableObject>: View { @ObservedObject var model: Model }`.
struct GenericTypeRequirement: Sendable {
    /// Where the generic type is declared (`TypeIndexer.path(of:)`): its identity.
    var typePath: String
    var parameter: String
    /// Its place in the type's generic parameter clause (for `Name<A, B>`); nil when it is not there.
    var position: Int?
    /// Argument labels of its initializers (memberwise ones included) that take a `parameter`
    /// value; "_" for unlabeled ones.
    var labels: Set<String>
    var site: Site
}

/// `TypeName(label: value, ...)`: a constructor call with the arguments that name a value.
struct ConstructorCall: Sendable {
    var type: TypeReference
    /// Labels ("_" when unlabeled) and receivers of the arguments that are names, member
    /// chains or constructor calls (literals and closures are left out).
    var arguments: [(label: String, receiver: StaticTypeQuery)]
    var site: Site
}

/// `Name<A, B>` in a type or an expression: a generic type given its arguments.
struct GenericSpecialization: Sendable {
    var type: TypeReference
    /// The arguments as written (`TypeText`), nil where the text cannot be read.
    var arguments: [String?]
    var site: Site
}

/// `@W var x: T` or `@W var x = T()` inside a type: a property wrapper applied to a property.
struct WrapperUse: Sendable {
    var wrapper: String
    /// The wrapped type as written (looked up in `enclosingType`).
    var wrappedType: String?
    /// Where the type declaring the property is declared (`TypeIndexer.path(of:)`).
    var enclosingType: String?
    var propertyName: String
    var site: Site
}

/// An `init` declared in an extension: the names its body spells (for the storage its class's
/// initializers must use once the class is `@Observable`, see `InitializerStorageAccess`).
struct ExtensionInitializer: Sendable {
    /// The extended type as written (`TypeIndexer.path(of:)`).
    var typePath: String
    var site: Site
    var names: Set<String>
}

/// What `observable-object` gathers in phase 1, one file at a time, beyond the core type index.
struct ObservableObjectFacet: IndexFacet {
    /// Type declarations that a `disable-next-line observable-object` comment turns off.
    var disabled: Set<Site> = []
    var uses: [PublisherUse] = []
    var requirements: [ConformanceRequirement] = []
    var wrapperUses: [WrapperUse] = []
    var genericTypeRequirements: [GenericTypeRequirement] = []
    var constructorCalls: [ConstructorCall] = []
    var specializations: [GenericSpecialization] = []
    /// `var a, b: Int` (or with comments inside) in a class, which cannot be split into one
    /// declaration per property: by the class's site, the declaration's site.
    var unsplittableDeclarations: [Site: Site] = [:]
    var extensionInitializers: [ExtensionInitializer] = []
    /// The value types of `@Published` properties, where the declaration tells them (`PublishedValueType`).
    var publishedValueTypes: [PublishedProperty: String] = [:]
    /// The initial values of the other `@Published` properties (`= Tab.home`, `= Store.shared`),
    /// for the project's types to tell their type.
    var publishedInitialValues: [PublishedProperty: StaticTypeQuery] = [:]
    var spelledPublisherTypes: [SpelledPublisherType] = []
    var protocolRequirements: [ProtocolObservableRequirement] = []
    var viewWrapperTypeNames: [ViewWrapperTypeName] = []
    /// The `@AppStorage` properties of classes that cannot become observed computed properties, and why.
    var appStorageBlockers: [PublishedProperty: AppStorageProperty.Blocker] = [:]
    /// The `encode(to:)` and `init(from:)` a type (or an extension of it) writes itself.
    var handWrittenCoding: [TypeIdentity: CodingMembers] = [:]

    init() {}

    mutating func merge(_ other: ObservableObjectFacet) {
        disabled.formUnionAll(other.disabled)
        uses.appendAll(other.uses)
        requirements.appendAll(other.requirements)
        wrapperUses.appendAll(other.wrapperUses)
        genericTypeRequirements.appendAll(other.genericTypeRequirements)
        constructorCalls.appendAll(other.constructorCalls)
        specializations.appendAll(other.specializations)
        unsplittableDeclarations.mergeAll(other.unsplittableDeclarations) { mine, _ in mine }
        extensionInitializers.appendAll(other.extensionInitializers)
        publishedValueTypes.merge(other.publishedValueTypes) { mine, _ in mine }
        publishedInitialValues.merge(other.publishedInitialValues) { mine, _ in mine }
        spelledPublisherTypes.appendAll(other.spelledPublisherTypes)
        protocolRequirements.appendAll(other.protocolRequirements)
        viewWrapperTypeNames.appendAll(other.viewWrapperTypeNames)
        appStorageBlockers.merge(other.appStorageBlockers) { mine, _ in mine }
        handWrittenCoding.merge(other.handWrittenCoding) { $0.union($1) }
    }
}
