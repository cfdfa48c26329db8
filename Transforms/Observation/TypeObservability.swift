import MigrationKit

/// Whether a type is `@Observable` once this run is done, and if not, why (for the warning at
/// the property or injection site that is left alone).
enum TypeObservability: Equatable {
    case observable
    /// `why`'s text is a clause naming the type: "`M` is not declared in the project …".
    case notObservable(why: Refusal)

    var isObservable: Bool { self == .observable }

    /// The longest class name and reason a view-side warning repeats, so that it stays one short
    /// line after the site's own words (`` `@EnvironmentObject var settings` left as it is: ``,
    /// about 60 characters) and " stays an ObservableObject: ".
    static let relayedReasonLength = 105

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
                let cause = index[ObservableObjectDecisions.self].refusals[ancestor]?.first?.reason.key
                let classSite = types.declarations(of: ancestor).first(where: { $0.kind != .extension }).map(Site.init)
                // The class's main reason when it is short (an old deployment target in a few
                // words); its warning (and the note's place) says the rest.
                let oldTarget = cause == DiagnosticReason.observationDeploymentTarget.key
                    ? classSite.flatMap { options.deploymentTargets.target(ofFile: $0.path).short(of: .observation) } : nil
                let why = subject.count + reason.count <= TypeObservability.relayedReasonLength && !reason.contains("see the warning") ? ": \(reason)"
                    : oldTarget.map { ": its deployment target is \($0.versions) (see the warning there)" } ?? " (see the warning there)"
                return .notObservable(why: Refusal(.classStaysObservable, "\(subject) stays an ObservableObject\(why)",
                                                   at: classSite.map { [$0] } ?? [], note: "\(types.displayName(of: ancestor)) stays an ObservableObject here", cause: cause,
                                                   subject: types.displayName(of: ancestor)))
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
            return .notObservable(why: Refusal(.typeOutsideProject, "`\(name)` is not declared in the project (--assume-observable \(name) if it is @Observable)"))
        }
        switch declaration.kind {
        case .protocol:
            return .notObservable(why: Refusal(.existentialType, "`\(name)` is a protocol, so the value is an existential; the conforming classes decide"))
        case .class where isObservableObject(type, types):
            return .notObservable(why: Refusal(.typeNotObservable, "`\(name)` is an ObservableObject that observable-object does not migrate in this run"))
        case .class:
            return .notObservable(why: Refusal(.typeNotObservable, "`\(name)` is neither @Observable nor an ObservableObject that observable-object migrates"))
        default:
            let kind = declaration.kind.text
            return .notObservable(why: Refusal(.typeNotAClass, "`\(name)` is \(kind == "enum" || kind == "actor" ? "an" : "a") \(kind), not a class"))
        }
    }

    /// The verdict for a wrapper property's type.
    static func of(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions, ignoringVetoes: Bool = false) -> TypeObservability {
        switch record.type {
        case .named, .inferred, .unknown:
            switch record.typeLookUp(in: index) {
            case .success(.ambiguous(let ambiguity)):
                // It may be a type from elsewhere too (another module's, an inherited one).
                return .notObservable(why: Refusal(.typeAmbiguous, "its type \(TypeNaming.describe(ambiguity))"))
            case .success(let found):
                return of(found.identity!, index: index, options: options, ignoringVetoes: ignoringVetoes)
            case .failure(let unknown):
                return .notObservable(why: Refusal(.typeUnknown, "its type cannot be told: \(unknown.why)"))
            }
        case .genericParameter(let name):
            // A parameter whose constraint becomes `AnyObject & Observable`: the classes passed for it decide.
            guard let constraint = index[ObservableObjectDecisions.self].genericConstraints[GenericParameterKey(typePath: record.ownerType, parameter: name)] else {
                return .notObservable(why: Refusal(.genericParameter, "`\(name)` is a generic parameter, so whatever type it stands for must stay an ObservableObject"))
            }
            for type in constraint.passedTypes.sorted() {
                if case .notObservable(let why) = of(type, index: index, options: options, ignoringVetoes: ignoringVetoes) { return .notObservable(why: why) }
            }
            return .observable
        case .existential(let text):
            return .notObservable(why: Refusal(.existentialType, "`\(oneLineQuote(text))` is an existential; the conforming classes decide"))
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
