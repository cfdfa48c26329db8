/// A node of a `SyntaxTree`: a light handle (the tree and an index) with navigation and text.
public struct Node: Hashable, CustomStringConvertible {
    public let tree: SyntaxTree
    public let index: Int32

    public init(tree: SyntaxTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    public static func == (a: Node, b: Node) -> Bool { a.index == b.index && a.tree === b.tree }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    @inlinable public var raw: RawNode { tree.nodes[Int(index)] }
    public var kind: SyntaxKind { raw.kind }

    // MARK: Navigation

    public var parent: Node? { raw.parent >= 0 ? Node(tree: tree, index: raw.parent) : nil }
    public var firstChild: Node? { raw.firstChild >= 0 ? Node(tree: tree, index: raw.firstChild) : nil }
    public var lastChild: Node? { raw.lastChild >= 0 ? Node(tree: tree, index: raw.lastChild) : nil }
    public var nextSibling: Node? { raw.nextSibling >= 0 ? Node(tree: tree, index: raw.nextSibling) : nil }
    public var previousSibling: Node? { raw.previousSibling >= 0 ? Node(tree: tree, index: raw.previousSibling) : nil }

    /// The direct children, in source order.
    public var children: [Node] {
        var result: [Node] = []
        var i = raw.firstChild
        while i >= 0 {
            result.append(Node(tree: tree, index: i))
            i = tree.nodes[Int(i)].nextSibling
        }
        return result
    }

    /// The first direct child of `kind`.
    public func child(_ kind: SyntaxKind) -> Node? {
        var i = raw.firstChild
        while i >= 0 {
            if tree.nodes[Int(i)].kind == kind { return Node(tree: tree, index: i) }
            i = tree.nodes[Int(i)].nextSibling
        }
        return nil
    }

    /// The direct children of `kind`.
    public func children(_ kind: SyntaxKind) -> [Node] { children.filter { $0.kind == kind } }

    /// The ancestors, innermost first.
    public var ancestors: [Node] {
        var result: [Node] = []
        var p = raw.parent
        while p >= 0 {
            result.append(Node(tree: tree, index: p))
            p = tree.nodes[Int(p)].parent
        }
        return result
    }

    /// The nearest ancestor of one of `kinds`.
    public func ancestor(_ kinds: SyntaxKind...) -> Node? {
        var p = raw.parent
        while p >= 0 {
            if kinds.contains(tree.nodes[Int(p)].kind) { return Node(tree: tree, index: p) }
            p = tree.nodes[Int(p)].parent
        }
        return nil
    }

    /// Number of ancestors.
    public var depth: Int { ancestors.count }

    /// This node and every node below it, in source order (pre-order). Iterative.
    public var descendantsAndSelf: [Node] {
        var result: [Node] = []
        var stack: [Int32] = [index]
        while let i = stack.popLast() {
            result.append(Node(tree: tree, index: i))
            var children: [Int32] = []
            var c = tree.nodes[Int(i)].firstChild
            while c >= 0 { children.append(c); c = tree.nodes[Int(c)].nextSibling }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    /// Every node below this one of `kind`, in source order.
    public func descendants(_ kind: SyntaxKind) -> [Node] {
        descendantsAndSelf.dropFirst().filter { $0.kind == kind }
    }

    /// Calls `visit` for each node below this one in pre-order; returning false skips that node's subtree.
    public func walk(_ visit: (Node) -> Bool) {
        var stack: [Int32] = []
        var c = raw.lastChild
        while c >= 0 { stack.append(c); c = tree.nodes[Int(c)].previousSibling }
        while let i = stack.popLast() {
            let node = Node(tree: tree, index: i)
            guard visit(node) else { continue }
            var child = tree.nodes[Int(i)].lastChild
            while child >= 0 { stack.append(child); child = tree.nodes[Int(child)].previousSibling }
        }
    }

    /// True when `other` is this node or lies inside it.
    public func contains(_ other: Node) -> Bool {
        raw.firstToken <= other.raw.firstToken && other.raw.endToken <= raw.endToken && (other.raw.firstToken < other.raw.endToken || raw.firstToken < raw.endToken)
    }

    // MARK: Tokens

    /// Index range of the tokens this node covers.
    public var tokenRange: Range<Int> { Int(raw.firstToken)..<Int(raw.endToken) }

    /// True when the node covers no token.
    public var isEmpty: Bool { raw.firstToken == raw.endToken }

    /// The first and last token indexes (nil for an empty node).
    public var firstToken: Int? { isEmpty ? nil : Int(raw.firstToken) }
    public var lastToken: Int? { isEmpty ? nil : Int(raw.endToken) - 1 }

    /// The node's key token (see `RawNode.keyToken`).
    public var keyToken: Int? { raw.keyToken >= 0 ? Int(raw.keyToken) : nil }

    /// Indexes of the tokens that belong to this node and to none of its children.
    public var directTokens: [Int] {
        var result: [Int] = []
        var next = Int(raw.firstToken)
        var c = raw.firstChild
        while c >= 0 {
            let child = tree.nodes[Int(c)]
            result.append(contentsOf: next..<Int(child.firstToken))
            next = Int(child.endToken)
            c = child.nextSibling
        }
        result.append(contentsOf: next..<Int(raw.endToken))
        return result
    }

    /// The first direct token of `kind`.
    public func directToken(_ kind: TokenKind) -> Int? { directTokens.first { tree.tokens[$0].kind == kind } }

    /// The first direct token spelling `keyword`.
    public func directToken(_ keyword: Keyword) -> Int? { directTokens.first { tree.tokens[$0].keyword == keyword } }

    // MARK: Text

    /// Bytes from the start of the first token's text to the end of the last token's text.
    public var range: Range<Int> {
        guard let first = firstToken, let last = lastToken else {
            let at = tree.leadingTriviaStart(Int(raw.firstToken))
            return at..<at
        }
        return Int(tree.tokens[first].start)..<Int(tree.tokens[last].end)
    }

    /// `range` plus the first token's leading trivia and the last token's trailing trivia.
    public var fullRange: Range<Int> {
        guard let first = firstToken, let last = lastToken else { return range }
        return tree.leadingTriviaStart(first)..<Int(tree.tokens[last].trailingEnd)
    }

    /// The node's source text without its outer trivia.
    public var text: String { tree.string(range) }

    /// The text with all trivia (comments included) squeezed out: `Foo < Int >` gives `Foo<Int>`.
    public var compactText: String {
        tokenRange.map { tree.text($0) }.joined()
    }

    /// The line and column where the node's text starts.
    public var location: SourceLocation { tree.location(of: range.lowerBound) }

    public var description: String { "\(kind)@\(location)" }
}
