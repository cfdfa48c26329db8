extension BidirectionalCollection<String> {
    /// The items as a phrase: `a`, `a and b`, `a, b and c`; empty for no items.
    var joinedAsPhrase: String { joinedAsPhrase(conjunction: "and") }

    /// The items as a phrase with `conjunction` before the last: `a, b or c`.
    func joinedAsPhrase(conjunction: String) -> String {
        guard let last = self.last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
