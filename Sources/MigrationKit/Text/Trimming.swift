/// Trimming by a few characters named in a string (`" \t"`), without Foundation's `CharacterSet`.
extension Substring {
    /// The text without the characters of `set` at either end.
    public func trimmingCharacters(in set: String) -> String {
        var s = self
        while let first = s.first, set.contains(first) { s = s.dropFirst() }
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    /// The text without the characters of `set` at either end.
    public func trimmingCharacters(in set: String) -> String { self[...].trimmingCharacters(in: set) }
}
