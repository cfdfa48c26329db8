/// Which types are `@Observable` once this run is done. Filled by the `observable-object`
/// transform in phase 1 (`resolve`) and read by the view-side transforms (`state-object`,
/// `observed-object`, `environment-object`), which run after it.
public struct ObservationFacts: IndexFacet {
    public enum Status: Equatable, Sendable {
        /// An `ObservableObject` class that this run migrates to `@Observable`.
        case migrating
        /// Already `@Observable` in the source.
        case alreadyObservable
        /// An `ObservableObject` this run leaves alone, with the reason (for the view-side warnings).
        case refused(reason: String)
    }

    /// By type name (simple name, as in `TypeIndex`).
    public var statuses: [String: Status] = [:]

    public init() {}

    public mutating func merge(_ other: ObservationFacts) {
        statuses.merge(other.statuses) { mine, _ in mine }
    }

    /// True when `typeName` is `@Observable` after this run (migrated now or already).
    public func isObservableAfterRun(_ typeName: String) -> Bool {
        switch statuses[typeName] {
        case .migrating?, .alreadyObservable?: return true
        default: return false
        }
    }
}
