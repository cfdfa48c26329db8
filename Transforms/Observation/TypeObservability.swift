import MigrationKit

/// Whether a type is `@Observable` once this run is done, and if not, why (for the warning at
/// the property or injection site that is left alone).
enum TypeObservability: Equatable {
    case observable
    /// `why` is a clause naming the type: "`M` is not declared in the project …".
    case notObservable(why: String)

    var isObservable: Bool { self == .observable }

    /// The verdict for the type `type`: observable when `ObservationFacts` says it migrates
    /// now or already is `@Observable`, when `--assume-observable` names it, or when its
    /// declaration carries `@Observable`.
    /// `ignoringVetoes` judges the type as `observable-object` decided, before view-side
    /// refusals kept it (see `ObservationFacts.veto`).
    static func of(_ type: TypeIdentity, index: ProjectIndex, options: MigrationOptions, ignoringVetoes: Bool = false) -> TypeObservability {
        let facts = index[ObservationFacts.self]
        let vetoes = ignoringVetoes ? index[ViewWrapperFacts.self].vetoes : [:]
        let types = index.types
        var name: String { types.displayName(of: type) }
        // A class is @Observable when it or a project superclass is (a subclass inherits it);
        // the superclasses are looked for only when the type itself does not tell.
        func verdict(_ ancestor: TypeIdentity) -> TypeObservability? {
            if case .refused(let reason)? = facts.statuses[ancestor], vetoes[ancestor] == nil {
                let subject = ancestor == type ? "`\(name)`" : "`\(name)`'s superclass `\(types.displayName(of: ancestor))`"
                return .notObservable(why: "\(subject) stays an ObservableObject: \(reason)")
            }
            if facts.isObservableAfterRun(ancestor) || vetoes[ancestor] != nil || isAssumedObservable(ancestor, options)
                || types.anyDeclaration(of: ancestor, where: { $0.attributes.contains("Observable") }) {
                return .observable
            }
            return nil
        }
        if let found = verdict(type) { return found }
        for ancestor in types.classLineage(of: type).dropFirst() {
            if let found = verdict(ancestor) { return found }
        }
        guard let declaration = types.declarations(of: type).first(where: { $0.kind != .extension }) else {
            return .notObservable(why: "`\(name)` is not declared in the project (a type from another module, or a typealias); pass --assume-observable \(name) if it is @Observable")
        }
        switch declaration.kind {
        case .protocol:
            return .notObservable(why: "`\(name)` is a protocol, so the value is an existential; the conforming classes decide")
        case .class where isObservableObject(type, types):
            return .notObservable(why: "`\(name)` is an ObservableObject that observable-object does not migrate in this run")
        case .class:
            return .notObservable(why: "`\(name)` is neither @Observable nor an ObservableObject that observable-object migrates")
        default:
            let kind = declaration.kind.text
            return .notObservable(why: "`\(name)` is \(kind == "enum" || kind == "actor" ? "an" : "a") \(kind), not a class")
        }
    }

    /// The verdict for a wrapper property's type.
    static func of(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions, ignoringVetoes: Bool = false) -> TypeObservability {
        switch record.type {
        case .named, .inferred, .unknown:
            switch record.typeLookUp(in: index) {
            case .success(.ambiguous(let ambiguity)):
                // It may be a type from elsewhere too (another module's, an inherited one).
                return .notObservable(why: "its type \(TypeNaming.describe(ambiguity))")
            case .success(let found):
                return of(found.identity!, index: index, options: options, ignoringVetoes: ignoringVetoes)
            case .failure(let unknown):
                return .notObservable(why: "its type cannot be told: \(unknown.why)")
            }
        case .genericParameter(let name):
            return .notObservable(why: "`\(name)` is a generic parameter, so whatever type it stands for must stay an ObservableObject")
        case .existential(let text):
            return .notObservable(why: "`\(text)` is an existential; the conforming classes decide")
        }
    }

    /// True when `--assume-observable` names `type`, by its qualified or its simple name.
    private static func isAssumedObservable(_ type: TypeIdentity, _ options: MigrationOptions) -> Bool {
        !options.assumeObservable.isEmpty
            && (options.assumeObservable.contains(type.qualifiedName) || options.assumeObservable.contains(String(type.simpleName)))
    }

    /// True when `type` or one of its project superclasses conforms to `ObservableObject`.
    private static func isObservableObject(_ type: TypeIdentity, _ types: TypeIndex) -> Bool {
        types.classLineage(of: type).contains { types.conforms($0, to: "ObservableObject") }
    }
}
