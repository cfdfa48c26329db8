/// A word without which, anywhere in the project, some facts a collector gathers cannot matter
/// (`Transform.collectorTriggers`): the driver scans every file's bytes for the declared words
/// before phase 1, and the collector skips those facts when the project never mentions it.
public struct CollectorTrigger: Hashable, Sendable {
    /// Searched as bytes, comments and strings included (so a mention is never missed).
    public let word: String

    public init(_ word: String) { self.word = word }
}

/// Which declared `CollectorTrigger`s the project's files mention; every one when the project
/// was not scanned (a collector then gathers everything, as without the scan).
public struct ProjectMentions: Sendable {
    /// The triggers found; nil when nothing was scanned.
    private var found: Set<CollectorTrigger>?

    /// Not scanned: every trigger counts as mentioned.
    public static let unscanned = ProjectMentions(found: nil)
    /// Scanned, nothing found yet (`add` the files).
    public static let noneFound = ProjectMentions(found: [])

    /// Whether some file of the project holds `trigger`'s word (true when not scanned).
    public func mentions(_ trigger: CollectorTrigger) -> Bool { found?.contains(trigger) ?? true }

    /// Notes which of `triggers` not found yet `bytes` (one file) hold.
    public mutating func add(scanning bytes: [UInt8], for triggers: [CollectorTrigger]) {
        guard var known = found else { return }
        bytes.withUnsafeBufferPointer { haystack in
            for trigger in triggers where !known.contains(trigger) && ByteSearch.contains(Array(trigger.word.utf8), in: haystack) {
                known.insert(trigger)
            }
        }
        found = known
    }

    /// Adds what another scan (of other files) found.
    public mutating func merge(_ other: ProjectMentions) {
        guard let theirs = other.found else { found = nil; return }
        found?.formUnion(theirs)
    }
}
