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
        public var path: String
        public var location: SourceLocation
        /// What it is and why it stays, e.g. "@ObservedObject var stats = ReadingStatsModel() (the view creates its model)".
        public var description: String
        public var transformID: String

        public init(path: String, location: SourceLocation, description: String, transformID: String) {
            self.path = path
            self.location = location
            self.description = description
            self.transformID = transformID
        }
    }

    /// By type name (simple name, as in `TypeIndex`).
    public var statuses: [String: Status] = [:]
    /// By type name: uses the view-side transforms will not convert.
    public var legacyUses: [String: [LegacyUse]] = [:]
    /// By class name: the classes that must migrate together with it (its hierarchy).
    public var migratesWith: [String: Set<String>] = [:]

    public init() {}

    public mutating func merge(_ other: ObservationFacts) {
        statuses.merge(other.statuses) { mine, _ in mine }
        legacyUses.merge(other.legacyUses) { $0 + $1 }
        migratesWith.merge(other.migratesWith) { $0.union($1) }
    }

    /// True when `typeName` is `@Observable` after this run (migrated now or already).
    public func isObservableAfterRun(_ typeName: String) -> Bool {
        switch statuses[typeName] {
        case .migrating?, .alreadyObservable?: return true
        default: return false
        }
    }

    /// Records a use that will stay in its legacy form (phase 1).
    public mutating func recordLegacyUse(of typeName: String, _ use: LegacyUse) {
        legacyUses[typeName, default: []].append(use)
    }

    /// Withdraws `typeName` from migration, with every class that must migrate with it.
    /// Returns the names it refused (those that were migrating until now).
    @discardableResult
    public mutating func refuse(_ typeName: String, reason: String) -> [String] {
        var pending = [typeName]
        var seen: Set<String> = []
        var refused: [String] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, statuses[name] == .migrating else { continue }
            statuses[name] = .refused(reason: name == typeName ? reason : "it must migrate together with \(typeName), which is refused: \(reason)")
            refused.append(name)
            pending += migratesWith[name] ?? []
        }
        return refused
    }
}
