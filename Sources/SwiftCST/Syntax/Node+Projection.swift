extension Node {
    /// For a property wrapper's projection `$m` (not `$0`): `m`, and whether a member access
    /// follows (`$m.prop`); nil for any other node.
    public var projection: (name: String, isMemberAccess: Bool)? {
        guard kind == .identifierExpr, let token = firstToken, tree.tokens[token].kind == .dollarIdentifier else { return nil }
        let isMemberAccess = parent?.kind == .postfixExpr && previousSibling == nil && nextSibling?.kind == .memberSuffix
        let text = tree.textRange(token)
        // `$` and an ASCII byte after it are two characters: the name is the bytes after the `$`,
        // and it starts with a number only when that byte is a digit.
        if text.count > 1, tree.bytes[text.lowerBound] == UInt8(ascii: "$"), tree.bytes[text.lowerBound + 1] < 0x80 {
            guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(tree.bytes[text.lowerBound + 1]) else { return nil }
            return (tree.string(text.lowerBound + 1..<text.upperBound), isMemberAccess)
        }
        let name = tree.text(token).dropFirst()
        guard let first = name.first, !first.isNumber else { return nil }
        return (String(name), isMemberAccess)
    }
}
