import SwiftCST

/// The view-side transforms name places in other files (`Views/Row.swift:12:5`) with
/// `observable-object`'s `Site`, ordered by path, then position, so "the first" place is stable
/// however the per-file indexes are merged.
extension Site: Comparable {
    init(_ path: String, _ node: Node) {
        self.init(path: path, location: node.location)
    }

    static func < (a: Site, b: Site) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

extension Optional where Wrapped == Site {
    /// The earlier of the two places.
    func earliest(_ other: Site?) -> Site? {
        guard let self = self else { return other }
        guard let other = other else { return self }
        return min(self, other)
    }
}
