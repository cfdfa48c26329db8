import MigrationKit

/// Whether a type is `@Observable` once this run is done, and if not, why (for the warning at
/// the property or injection site that is left alone).
enum TypeObservability: Equatable {
    case observable
    /// `why` is a clause naming the type: "`M` is not declared in the project …".
    case notObservable(why: String)

    var isObservable: Bool { self == .observable }

    /// The verdict for a type named `name`: observable when `ObservationFacts` says it migrates
    /// now or already is `@Observable`, when `--assume-observable` names it, or when its
    /// declaration carries `@Observable`.
    /// `ignoringVetoes` judges the type as `observable-object` decided, before view-side
    /// refusals kept it (see `ObservationFacts.veto`).
    static func of(_ name: String, index: ProjectIndex, options: MigrationOptions, ignoringVetoes: Bool = false) -> TypeObservability {
        let facts = index[ObservationFacts.self]
        let vetoes = ignoringVetoes ? index[ViewWrapperFacts.self].vetoes : [:]
        // A class is @Observable when it or a project superclass is (a subclass inherits it).
        for type in index.types.classLineage(of: name) {
            if case .refused(let reason)? = facts.statuses[type], vetoes[type] == nil {
                let subject = type == name ? "`\(name)`" : "`\(name)`'s superclass `\(type)`"
                return .notObservable(why: "\(subject) stays an ObservableObject: \(reason)")
            }
            if facts.isObservableAfterRun(type) || vetoes[type] != nil || options.assumeObservable.contains(type)
                || index.types.anyDeclaration(named: type, where: { $0.attributes.contains("Observable") }) {
                return .observable
            }
        }
        let declarations = index.types.declarations(named: name)
        guard let declaration = declarations.first(where: { $0.kind != .extension }) else {
            return .notObservable(why: "`\(name)` is not declared in the project (a type from another module, or a typealias); pass --assume-observable \(name) if it is @Observable")
        }
        switch declaration.kind {
        case .protocol:
            return .notObservable(why: "`\(name)` is a protocol, so the value is an existential; the conforming classes decide")
        case .class where isObservableObject(name, index.types):
            return .notObservable(why: "`\(name)` is an ObservableObject that observable-object does not migrate in this run")
        case .class:
            return .notObservable(why: "`\(name)` is neither @Observable nor an ObservableObject that observable-object migrates")
        default:
            let kind = declaration.kind.text
            return .notObservable(why: "`\(name)` is \(kind == "enum" || kind == "actor" ? "an" : "a") \(kind), not a class")
        }
    }

    /// The verdict for a property's type reference.
    static func of(_ reference: WrappedTypeReference, index: ProjectIndex, options: MigrationOptions, ignoringVetoes: Bool = false) -> TypeObservability {
        switch reference {
        case .named, .inferred, .unknown:
            switch reference.resolvedName(in: index) {
            case .success(let name): return of(name, index: index, options: options, ignoringVetoes: ignoringVetoes)
            case .failure(let unknown): return .notObservable(why: "its type cannot be told: \(unknown.why)")
            }
        case .genericParameter(let name):
            return .notObservable(why: "`\(name)` is a generic parameter, so whatever type it stands for must stay an ObservableObject")
        case .existential(let text):
            return .notObservable(why: "`\(text)` is an existential; the conforming classes decide")
        }
    }

    /// True when `name` or one of its project superclasses conforms to `ObservableObject`.
    private static func isObservableObject(_ name: String, _ types: TypeIndex) -> Bool {
        types.classLineage(of: name).contains { types.conforms($0, to: "ObservableObject") }
    }
}
