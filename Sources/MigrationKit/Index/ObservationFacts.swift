import SwiftCST

/// Which types are `@Observable` once this run is done, shared by the Observation transforms.
///
/// A class and every legacy use of it must migrate together: a leftover `@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject` or `.environmentObject(_:)` of an `@Observable` class
/// no longer compiles. So:
/// - in phase 1 (`collect`), the view-side transforms (`state-object`, `observed-object`,
///   `environment-object`) record every use they will leave in its legacy form for a reason of
///   their own (a view that creates its model, `--strict`, an injection they cannot convert)
///   in `legacyUses`;
/// - `observable-object` (first in the registry) decides in `resolve`, refusing every class
///   with a legacy use, and fills `statuses`;
/// - a view-side transform that finds a blocking use only in its own `resolve` calls
///   `refuse(_:reason:)`, which also refuses the classes tied to it (`migratesWith`);
/// - in phase 2, every transform reads the final `statuses`.
///
/// Types are keyed by identity (`StatusCard.ViewModel`), so same-named nested types are decided
/// apart; legacy uses keep the name as written, with where, and are looked up in `resolve`.
public struct ObservationFacts: IndexFacet {
    /// What this run does with one type.
    public enum Status: Equatable, Sendable {
        /// An `ObservableObject` class that this run migrates to `@Observable`.
        case migrating
        /// Already `@Observable` in the source.
        case alreadyObservable
        /// An `ObservableObject` this run leaves alone, with the reason (for the view-side warnings).
        case refused(reason: String)
    }

    /// A use of a type that a view-side transform leaves in its legacy form.
    public struct LegacyUse: Equatable, Sendable {
        /// The type used, as written there.
        public var type: TypeReference
        public var path: String
        public var location: SourceLocation
        /// What it is and why it stays, e.g. "@ObservedObject var stats = ReadingStatsModel() (the view creates its model)".
        public var description: String
        public var transformID: String

        public init(type: TypeReference, path: String, location: SourceLocation, description: String, transformID: String) {
            self.type = type
            self.path = path
            self.location = location
            self.description = description
            self.transformID = transformID
        }
    }

    public var statuses: [TypeIdentity: Status] = [:]
    /// Uses the view-side transforms will not convert, in the order recorded.
    public var legacyUses: [LegacyUse] = []
    /// By class: the classes that must migrate together with it (its hierarchy).
    public var migratesWith: [TypeIdentity: Set<TypeIdentity>] = [:]

    public init() {}

    public mutating func merge(_ other: ObservationFacts) {
        statuses.merge(other.statuses) { mine, _ in mine }
        legacyUses += other.legacyUses
        migratesWith.merge(other.migratesWith) { $0.union($1) }
    }

    /// True when `type` is `@Observable` after this run (migrated now or already).
    public func isObservableAfterRun(_ type: TypeIdentity) -> Bool {
        switch statuses[type] {
        case .migrating?, .alreadyObservable?: return true
        default: return false
        }
    }

    /// Records a use that will stay in its legacy form (phase 1).
    public mutating func recordLegacyUse(_ use: LegacyUse) {
        legacyUses.append(use)
    }

    /// Withdraws `type` from migration, with every class that must migrate with it; messages
    /// call it `name`. Returns the types it refused (those that were migrating until now).
    @discardableResult
    public mutating func refuse(_ type: TypeIdentity, named name: String, reason: String) -> [TypeIdentity] {
        var pending = [type]
        var seen: Set<TypeIdentity> = []
        var refused: [TypeIdentity] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, statuses[next] == .migrating else { continue }
            statuses[next] = .refused(reason: next == type ? reason : "it must migrate together with \(name), which stays an ObservableObject")
            refused.append(next)
            pending += migratesWith[next] ?? []
        }
        return refused
    }
}
