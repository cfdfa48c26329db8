import SwiftCST

/// A place in the project, as `path:line:col` in diagnostics and messages that name places in
/// other files (`Views/Row.swift:12:5`). Also identifies a type declaration: where
/// `TypeSummary.location` puts it. Ordered by path, then position, so "the first" place is
/// stable however the per-file indexes are merged.
public struct Site: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, location: SourceLocation) {
        self.path = path
        line = location.line
        column = location.column
    }

    /// Where `node` starts in the file at `path`.
    public init(_ path: String, _ node: Node) {
        self.init(path: path, location: node.location)
    }

    /// Where a type declaration starts: the place that identifies it.
    public init(_ summary: TypeSummary) {
        self.init(path: summary.path, location: summary.location)
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (a: Site, b: Site) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

extension Optional where Wrapped == Site {
    /// The earlier of the two places.
    public func earliest(_ other: Site?) -> Site? {
        guard let self = self else { return other }
        guard let other = other else { return self }
        return min(self, other)
    }
}
