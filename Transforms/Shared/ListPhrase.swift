extension BidirectionalCollection<String> {
    /// The items as a phrase: `a`, `a and b`, `a, b and c`; empty for no items.
    var joinedAsPhrase: String {
        guard let last = self.last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + last
    }
}
