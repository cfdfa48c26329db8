import SwiftCST

/// A position in the project as the user wrote it (`Views/Row.swift:12:5`), for messages that
/// name a place in another file. Ordered by path, then position, so "the first" is stable
/// however the per-file indexes are merged.
struct SourcePlace: Sendable, Hashable, Comparable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int

    init(path: String, location: SourceLocation) {
        self.path = path
        line = location.line
        column = location.column
    }

    init(_ file: String, _ node: Node) {
        self.init(path: file, location: node.location)
    }

    var description: String { "\(path):\(line):\(column)" }

    static func < (a: SourcePlace, b: SourcePlace) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

extension Optional where Wrapped == SourcePlace {
    /// The earlier of the two places.
    func earliest(_ other: SourcePlace?) -> SourcePlace? {
        guard let self = self else { return other }
        guard let other = other else { return self }
        return min(self, other)
    }
}
