/// One node of the tree as stored: its kind, the half-open range of token indexes it covers,
/// and links to its parent and siblings. Tokens of the range not covered by a child are
/// the node's own ("direct") tokens.
public struct RawNode: Sendable {
    public var kind: SyntaxKind
    public var firstToken: Int32
    public var endToken: Int32
    public var parent: Int32
    public var firstChild: Int32
    public var lastChild: Int32
    public var nextSibling: Int32
    public var previousSibling: Int32
    /// A key token, by kind: the introducing keyword of a declaration or statement, the name
    /// of a member suffix, the label of an argument, the `(` of a call; -1 when none.
    public var keyToken: Int32

    init(kind: SyntaxKind, firstToken: Int32, parent: Int32) {
        self.kind = kind
        self.firstToken = firstToken
        self.endToken = firstToken
        self.parent = parent
        self.firstChild = -1
        self.lastChild = -1
        self.nextSibling = -1
        self.previousSibling = -1
        self.keyToken = -1
    }
}
