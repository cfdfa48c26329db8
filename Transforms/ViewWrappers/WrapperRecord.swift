import MigrationKit

/// One `@StateObject`/`@ObservedObject`/`@EnvironmentObject` property, as the index keeps it
/// (no tree): enough for `resolve` to decide and for messages that name it from other files.
struct WrapperRecord: Sendable, Equatable {
    var kind: ViewWrapperKind
    /// Where the wrapper attribute is.
    var place: Site
    /// Where the type that declares the property is declared (`TypeIndexer.path(of:)`): the
    /// scope its type name is looked up in, and the key of its member uses.
    var ownerType: String
    /// True when that type is a class (not a view, which is a value type).
    var ownerIsClass: Bool
    var property: String
    /// A `static var`: never installed on a view, so the wrapper only goes (`dropsFromStaticProperty`).
    var isStatic: Bool
    var type: WrappedTypeReference
    /// A `swiftui-migrate:disable…` comment turns the transform off here.
    var isSuppressed: Bool
    /// The property's `= value`.
    var initialValue: InitialValue?
    /// The values given in `init`s: `_m = StateObject(wrappedValue: x)` (but for forwarded ones).
    var storageValues: [InitialValue]
    /// The `init`s that pass one of their `@autoclosure` parameters on:
    /// `_m = StateObject(wrappedValue: m())`. The value is the argument of each call of them.
    var forwardingInitializers: [ForwardingInitializer] = []
    /// A shape of declaration the transform does not rewrite, with why.
    var shapeProblem: Refusal?
    /// `private(set)` and the like: the property must stay `var`.
    var hasSetterAccess: Bool

    /// "`@StateObject var model`", for messages.
    var declared: String { "`\(kind.attribute) \(isStatic ? "static " : "")var \(property)`" }
}
