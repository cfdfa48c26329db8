import MigrationKit

/// Why a wrapper property stays as it is, and how its type is kept an ObservableObject so
/// that the property left behind still compiles.
struct WrapperRefusal: Equatable {
    /// The warning at the property; nil when a suppression comment asked for silence.
    var warning: Refusal?
    /// Set for refusals the declaration alone decides (phase 1): the use, recorded as an
    /// `ObservationFacts.LegacyUse`, for which `observable-object` keeps the type.
    var legacyUse: String?
    /// Set for refusals only the whole project decides: the reason given to
    /// `ObservationFacts.refuse` in `resolve`.
    var vetoReason: String?

    /// A refusal the declaration alone decides; `use (short)` describes it to `observable-object`.
    static func local(_ record: WrapperRecord, _ why: Refusal, use: String, short: String) -> WrapperRefusal {
        WrapperRefusal(warning: leftAsItIs(record, why), legacyUse: "\(use) (\(short))")
    }

    /// The warning at a property left as it is: "`@StateObject var m` left as it is: why".
    static func leftAsItIs(_ record: WrapperRecord, _ why: Refusal) -> Refusal {
        why.saying("\(record.declared) left as it is: \(why.text)")
    }

    /// A refusal found in `resolve`, which keeps a migrating type an ObservableObject. The type's
    /// warning points at the property's; where that file cannot be changed (and so says nothing
    /// but its error), it gives the reason itself.
    static func vetoing(_ record: WrapperRecord, _ why: Refusal) -> WrapperRefusal {
        let relayed = why.reason == .unchangeableFile ? ": \(why.text)" : " (see the warning there)"
        return WrapperRefusal(warning: leftAsItIs(record, why), vetoReason: "\(record.declared) is left as it is\(relayed)")
    }
}

/// A transform's verdict on one wrapper property.
enum WrapperDecision<Conversion> {
    case convert(Conversion)
    case refuse(WrapperRefusal)
}

/// The checks every wrapper kind shares, in the order each transform runs them around its own:
/// `localRefusal` (a suppression comment, a declaration shape the transforms do not rewrite),
/// then `projectRefusal` (a type that is not `@Observable` as `observable-object` decided, a
/// file whose deployment target is too old for Observation, `$m` or `_m` uses without a
/// counterpart once the wrapper is gone), then the kind's own checks,
/// then `viewSideRefusal` (the type kept by another view-side refusal).
enum WrapperChecks {
    static func localRefusal(_ record: WrapperRecord) -> WrapperRefusal? {
        if record.isSuppressed {
            return WrapperRefusal(warning: nil, legacyUse: "\(record.declared) (a `swiftui-migrate:disable` comment keeps it)")
        }
        return record.shapeProblem.map { .local(record, $0, use: record.declared, short: $0.text) }
    }

    static func projectRefusal(_ record: WrapperRecord, facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> WrapperRefusal? {
        if case .notObservable(let why) = TypeObservability.of(record, index: index, options: options, ignoringVetoes: true) {
            // A type name that cannot be placed: each candidate must stay an ObservableObject.
            if case .success(.ambiguous) = record.typeLookUp(in: index) { return .vetoing(record, why) }
            return WrapperRefusal(warning: WrapperRefusal.leftAsItIs(record, why))
        }
        if let (reason, why) = options.observationRefusal(needing: "Observation", inFile: record.place.path) {
            return .vetoing(record, Refusal(reason, why))
        }
        let use = facts.uses.use(of: record.property, in: record.ownerType)
        if let place = use.bareProjection {
            return .vetoing(record, Refusal(.projectionUsedAlone, "`$\(record.property)` is used on its own, and has no counterpart after the rewrite",
                                            at: [place], note: "`$\(record.property)` used here"))
        }
        if record.isStatic, let place = use.memberProjection {
            return .vetoing(record, Refusal(.declarationShape, "`$\(record.property).member` makes a binding, which a plain `static var` does not",
                                            at: [place], note: "`$\(record.property)` used here"))
        }
        if let place = use.otherStorageUse {
            return .vetoing(record, Refusal(.storageUsed, "its storage `_\(record.property)` is used other than being set up in an `init`",
                                            at: [place], note: "`_\(record.property)` used here"))
        }
        return nil
    }

    /// A refusal because another view-side refusal keeps the type an ObservableObject.
    static func viewSideRefusal(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperRefusal? {
        guard case .notObservable(let why) = TypeObservability.of(record, index: index, options: options) else { return nil }
        return WrapperRefusal(warning: WrapperRefusal.leftAsItIs(record, why))
    }

    /// Keeps the types of `kind`'s refusals found in `resolve` ObservableObjects
    /// (`ObservationFacts.refuse`, which takes their class hierarchies along), and notes every
    /// class so refused in `ViewWrapperFacts.vetoes`.
    ///
    /// Records are decided in order, each against the index as the vetoes before it left it:
    /// one at a time on one thread, a window at a time on more (`applyVetoesInWindows`).
    /// Returns, by position in `wrappers`, whether each record decided against the index as the
    /// last veto left it (every record when there was none) converts, so it need not be decided again.
    @discardableResult
    static func applyVetoes(_ kind: ViewWrapperKind, index: inout ProjectIndex, threads: Int,
                            decide: (WrapperRecord, ProjectIndex) -> WrapperRefusal?) -> [Int: Bool] {
        let facts = index[ViewWrapperFacts.self]
        let records = facts.positions(of: kind).sorted { facts.wrappers[$0].place < facts.wrappers[$1].place }
        guard threads > 1 else { return applyVetoesSerially(records, of: facts, index: &index, decide: decide) }
        return applyVetoesInWindows(records, of: facts, index: &index, threads: threads, decide: decide)
    }

    /// `applyVetoes` on one thread: each record decided, its type vetoed if need be, then the next.
    private static func applyVetoesSerially(_ records: [Int], of facts: ViewWrapperFacts, index: inout ProjectIndex,
                                            decide: (WrapperRecord, ProjectIndex) -> WrapperRefusal?) -> [Int: Bool] {
        var settled: [Int: Bool] = [:]
        for position in records {
            let refusal = decide(facts.wrappers[position], index)
            if vetoes(refusal, of: facts.wrappers[position], index: &index) {
                settled.removeAll()
            } else {
                settled[position] = refusal == nil
            }
        }
        return settled
    }

    /// `applyVetoes` on `threads` threads: they decide a window of `records` at once against the
    /// index as it is; after a veto the rest of the window is decided again, and windows shrink
    /// where vetoes are frequent (never below what `concurrentMap` spreads over threads).
    private static func applyVetoesInWindows(_ records: [Int], of facts: ViewWrapperFacts, index: inout ProjectIndex, threads: Int,
                                             decide: (WrapperRecord, ProjectIndex) -> WrapperRefusal?) -> [Int: Bool] {
        let smallestWindow = 128 // twice concurrentMap's default minimumPerChunk: below it, it runs serially
        var settled: [Int: Bool] = [:]
        var next = 0
        var window = 256
        while next < records.count {
            let end = min(next + window, records.count)
            let decidedOn = index
            let refusals = records[next..<end].concurrentMap(threads: threads) { decide(facts.wrappers[$0], decidedOn) }
            var vetoed: Int? = nil
            for (offset, refusal) in refusals.enumerated() where vetoes(refusal, of: facts.wrappers[records[next + offset]], index: &index) {
                vetoed = offset
                break
            }
            if let vetoed = vetoed {
                settled.removeAll()
                next += vetoed + 1
                window = max(window / 2, smallestWindow)
            } else {
                for (offset, refusal) in refusals.enumerated() { settled[records[next + offset]] = refusal == nil }
                next = end
                window *= 2
            }
        }
        return settled
    }

    /// Vetoes `record`'s type (`veto`), or each candidate of a type name that cannot be
    /// placed, when `refusal` gives a reason to; returns whether it did.
    private static func vetoes(_ refusal: WrapperRefusal?, of record: WrapperRecord, index: inout ProjectIndex) -> Bool {
        guard let reason = refusal?.vetoReason else { return false }
        let types = record.possibleTypes(in: index)
        for type in types { veto(type, reason: reason, at: record.place, index: &index) }
        return !types.isEmpty
    }

    /// `ObservationFacts.refuse`, noting the classes it refused in `ViewWrapperFacts.vetoes`.
    static func veto(_ type: TypeIdentity, reason: String, at site: Site, index: inout ProjectIndex) {
        var observation = index[ObservationFacts.self]
        var facts = index[ViewWrapperFacts.self]
        for refused in observation.refuse(type, named: index.types.displayName(of: type), reason: reason) {
            if case .refused(let why)? = observation.statuses[refused] {
                facts.vetoes[refused] = why
                facts.vetoSites[refused] = site
            }
        }
        index[ObservationFacts.self] = observation
        index[ViewWrapperFacts.self] = facts
    }
}
