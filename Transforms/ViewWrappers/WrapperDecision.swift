import MigrationKit

/// Why a wrapper property (or injection site) stays as it is.
struct Refusal: Equatable {
    /// The warning at the property; nil when a suppression comment asked for silence.
    var message: String?
    /// When set, the property's type (if it was migrating) stays an ObservableObject with this
    /// reason, so that the property left behind still compiles.
    var vetoReason: String?

    /// A refusal of `record` for `why`, which keeps a migrating type an ObservableObject.
    static func vetoing(_ record: WrapperRecord, _ why: String) -> Refusal {
        Refusal(message: "\(record.declared) left as it is: \(why)",
                vetoReason: "\(record.declared) at \(record.place) is left as it is: \(why)")
    }
}

/// A transform's verdict on one wrapper property.
enum WrapperDecision<Conversion> {
    case convert(Conversion)
    case refuse(Refusal)
}

/// The checks every wrapper kind shares. Before the kind's own checks: a suppression comment,
/// a declaration shape the transforms do not rewrite, a type that is not `@Observable` after
/// the run (as `observable-object` decided), and uses of `$m` or `_m` that have no counterpart
/// once the wrapper is gone. After them: a type that another property's refusal keeps an
/// ObservableObject.
enum WrapperChecks {
    static func commonRefusal(_ record: WrapperRecord, facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> Refusal? {
        if record.isSuppressed {
            return Refusal(message: nil, vetoReason: "a `swiftui-migrate:disable` comment keeps \(record.declared) at \(record.place)")
        }
        if let problem = record.shapeProblem { return .vetoing(record, problem) }
        if case .notObservable(let why) = TypeObservability.of(record.type, index: index, options: options, ignoringVetoes: true) {
            return Refusal(message: "\(record.declared) left as it is: \(why)", vetoReason: nil)
        }
        let use = facts.uses.use(of: record.property, in: record.ownerType)
        if let place = use.bareProjection {
            return .vetoing(record, "`$\(record.property)` is used on its own at \(place), and the wrapper's projected value has no counterpart after the rewrite")
        }
        if let place = use.otherStorageUse {
            return .vetoing(record, "its storage `_\(record.property)` is used at \(place) other than being set up in an `init`")
        }
        return nil
    }

    /// A refusal because another property's refusal keeps the type an ObservableObject.
    static func vetoRefusal(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> Refusal? {
        guard case .notObservable(let why) = TypeObservability.of(record.type, index: index, options: options) else { return nil }
        return Refusal(message: "\(record.declared) left as it is: \(why)", vetoReason: nil)
    }

    /// Applies the vetoes of `kind`'s refusals to `ObservationFacts` (in `resolve`), and notes
    /// them in `ViewWrapperFacts.vetoes`.
    static func applyVetoes(_ kind: ViewWrapperKind, index: inout ProjectIndex, decide: (WrapperRecord, ProjectIndex) -> Refusal?) {
        let records = index[ViewWrapperFacts.self].wrappers(kind).sorted { $0.place < $1.place }
        for record in records {
            guard let name = record.type.name(in: index), let reason = decide(record, index)?.vetoReason else { continue }
            var observation = index[ObservationFacts.self]
            let refused = observation.veto(name, reason: reason, types: index.types)
            guard !refused.isEmpty else { continue }
            index[ObservationFacts.self] = observation
            index[ViewWrapperFacts.self].vetoes.merge(refused) { first, _ in first }
        }
    }
}
