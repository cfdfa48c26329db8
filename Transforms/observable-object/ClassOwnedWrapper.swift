import MigrationKit
import SwiftCST

/// A SwiftUI view wrapper on a stored property of a class. SwiftUI installs these only in
/// views: in a class, `@ObservedObject` does nothing but hold the object (the class is not told
/// of the object's changes), and `@StateObject` makes a new object at every access (SwiftUI
/// warns so at run time). A class that migrates drops them.
enum ClassOwnedWrapper: String {
    case observedObject = "ObservedObject"
    case stateObject = "StateObject"

    /// The wrapper among a property's attribute base names.
    init?(attributes: [String]) {
        guard let found = attributes.lazy.compactMap(Self.init(rawValue:)).first else { return nil }
        self = found
    }

    /// A class member carrying one.
    init?(_ member: MemberSummary) {
        guard member.kind == .variable, let found = Self(attributes: member.attributes) else { return nil }
        self = found
    }

    /// What happens to a property carrying this wrapper in a class that migrates.
    enum Outcome {
        /// The attribute goes; the property is observed when its type is `@Observable`.
        case drop(observed: Bool, Refusal)
        /// The attribute stays (with `@ObservationIgnored`, as before this change), and why.
        case keep(Refusal)
    }

    /// `owner`: the class declaring `variable`, which carries this wrapper (its name as messages
    /// give it, and its identity, where the property's type is looked up). `projectionUse`: a
    /// use of its `$name` or `_name`, if there is one.
    func outcome(of variable: VariableDeclSyntax, named name: String, in owner: (name: String, type: TypeIdentity), projectionUse: PublisherUse?,
                 index: ProjectIndex, options: MigrationOptions) -> Outcome {
        let attribute = "@" + rawValue
        if let use = projectionUse {
            let spelled = use.member == .storage(name) ? "_" + name : "$" + name
            return .keep(Refusal(.classWrapperKept, "\(name) keeps \(attribute): \(spelled) is used", notes: [.at(use.site, "\(spelled) used here")]))
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first else {
            return .keep(Refusal(.classWrapperKept, "\(name) keeps \(attribute): its declaration has several properties"))
        }
        if binding.accessorBlock != nil {
            return .keep(Refusal(.classWrapperKept, "\(name) keeps \(attribute): removing it would change when its observers run in init"))
        }
        let type = WrappedTypeReference.of(annotation: binding.typeAnnotation, initializer: binding.initializer,
                                           genericParameters: visibleGenericParameters(at: variable.node))
        // A type name that cannot be placed is not known to be @Observable.
        let typeIdentity = (try? type.lookUp(in: index, from: owner.type.qualifiedName).get())?.identity
        let typeName = typeIdentity.map(index.types.displayName)
        let isObservable = typeIdentity.map { TypeObservability.of($0, index: index, options: options).isObservable } ?? false
        let observed = isObservable || options.observeAll
        let tracking = isObservable ? "observed now, as \(typeName ?? "its type") is @Observable"
            : observed ? "observed now (--observe-all)"
            : "@ObservationIgnored, as \(typeName.map { "\($0) is not" } ?? "its type is not known to be") @Observable"
        switch self {
        case .observedObject:
            return .drop(observed: observed, Refusal(.classWrapperRemoved, "\(name): \(attribute) removed, as it does nothing outside a view; \(tracking)"))
        case .stateObject:
            let declaration = variable.isLet ? "let" : "var"
            return .drop(observed: observed, Refusal(.stateObjectInClass, "`\(attribute) \(declaration) \(name)` became `\(declaration) \(name)`: \(attribute) made a new object at each access, now \(owner.name) makes one; \(tracking)"))
        }
    }
}
