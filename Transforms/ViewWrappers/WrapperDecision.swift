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

/// The checks every wrapper kind runs before its own, in this order: a suppression comment, a
/// declaration shape the transforms do not rewrite, a type that is not `@Observable` after the
/// run, and uses of `$m` or `_m` that have no counterpart once the wrapper is gone.
enum WrapperChecks {
    static func commonRefusal(_ record: WrapperRecord, facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> Refusal? {
        if record.isSuppressed {
            return Refusal(message: nil, vetoReason: "a `swiftui-migrate:disable` comment keeps \(record.declared) at \(record.place)")
        }
        if let problem = record.shapeProblem { return .vetoing(record, problem) }
        if case .notObservable(let why) = TypeObservability.of(record.type, index: index, options: options) {
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

    /// Applies the vetoes of `kind`'s refusals to `ObservationFacts` (in `resolve`).
    static func applyVetoes(_ kind: ViewWrapperKind, index: inout ProjectIndex, decide: (WrapperRecord, ProjectIndex) -> Refusal?) {
        let records = index[ViewWrapperFacts.self].wrappers(kind).sorted { $0.place < $1.place }
        for record in records {
            guard let name = record.type.name(in: index), let reason = decide(record, index)?.vetoReason else { continue }
            var observation = index[ObservationFacts.self]
            observation.veto(name, reason: reason, types: index.types)
            index[ObservationFacts.self] = observation
        }
    }
}
