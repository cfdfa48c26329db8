/// A node of a `SyntaxTree`: a light handle (the tree and an index) with navigation and text.
public struct Node: Hashable, CustomStringConvertible {
    public let tree: SyntaxTree
    public let index: Int32

    @inlinable public init(tree: SyntaxTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    @inlinable public static func == (a: Node, b: Node) -> Bool { a.index == b.index && a.tree === b.tree }
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    @inlinable public var raw: RawNode { tree.nodes[Int(index)] }
    @inlinable public var kind: SyntaxKind { tree.nodes[Int(index)].kind }

    // MARK: Navigation

    @inlinable public var parent: Node? { link(tree.nodes[Int(index)].parent) }
    @inlinable public var firstChild: Node? { link(tree.nodes[Int(index)].firstChild) }
    @inlinable public var lastChild: Node? { link(tree.nodes[Int(index)].lastChild) }
    @inlinable public var nextSibling: Node? { link(tree.nodes[Int(index)].nextSibling) }
    @inlinable public var previousSibling: Node? { link(tree.nodes[Int(index)].previousSibling) }

    /// The node at a raw link (nil for -1).
    @inlinable func link(_ i: Int32) -> Node? { i >= 0 ? Node(tree: tree, index: i) : nil }

    /// The direct children, in source order.
    public var children: [Node] { chain(from: raw.firstChild) { $0.nextSibling } }

    /// The number of direct children.
    public var directChildCount: Int { chainLength(from: raw.firstChild) { $0.nextSibling } }

    /// The nodes from `first` along a raw link (`next`) until there is none, in an array sized once.
    private func chain(from first: Int32, next: (RawNode) -> Int32) -> [Node] {
        let nodes = tree.nodes
        var result: [Node] = []
        result.reserveCapacity(chainLength(from: first, next: next))
        var i = first
        while i >= 0 {
            result.append(Node(tree: tree, index: i))
            i = next(nodes[Int(i)])
        }
        return result
    }

    /// How many nodes `chain(from:next:)` holds.
    private func chainLength(from first: Int32, next: (RawNode) -> Int32) -> Int {
        let nodes = tree.nodes
        var count = 0
        var i = first
        while i >= 0 {
            count += 1
            i = next(nodes[Int(i)])
        }
        return count
    }

    /// The first direct child of `kind`.
    @inlinable public func child(_ kind: SyntaxKind) -> Node? {
        let nodes = tree.nodes
        var i = nodes[Int(index)].firstChild
        while i >= 0 {
            if nodes[Int(i)].kind == kind { return Node(tree: tree, index: i) }
            i = nodes[Int(i)].nextSibling
        }
        return nil
    }

    /// The direct children of `kind`, each seen through `view` (a typed view's failable
    /// initializer), those it rejects left out: one pass, one array.
    @inlinable public func children<View>(_ kind: SyntaxKind, as view: (Node) -> View?) -> [View] {
        var result: [View] = []
        var i = tree.nodes[Int(index)].firstChild
        while i >= 0 {
            if tree.nodes[Int(i)].kind == kind, let element = view(Node(tree: tree, index: i)) { result.append(element) }
            i = tree.nodes[Int(i)].nextSibling
        }
        return result
    }

    /// The direct children of `kind`.
    @inlinable public func children(_ kind: SyntaxKind) -> [Node] {
        children(kind, as: { $0 })
    }

    /// The ancestors, innermost first.
    public var ancestors: [Node] { chain(from: raw.parent) { $0.parent } }

    /// The nearest ancestor of one of `kinds`.
    @inlinable public func ancestor(_ kinds: SyntaxKind...) -> Node? {
        ancestor { kinds.contains($0) }
    }

    /// The nearest ancestor of `kind`.
    @inlinable public func ancestor(_ kind: SyntaxKind) -> Node? {
        ancestor { $0 == kind }
    }

    /// The nearest ancestor whose kind `matches`.
    @inlinable public func ancestor(where matches: (SyntaxKind) -> Bool) -> Node? {
        let nodes = tree.nodes
        var p = nodes[Int(index)].parent
        while p >= 0 {
            if matches(nodes[Int(p)].kind) { return Node(tree: tree, index: p) }
            p = nodes[Int(p)].parent
        }
        return nil
    }

    /// This node and every node below it, in source order (pre-order). Iterative.
    public var descendantsAndSelf: [Node] {
        var result: [Node] = []
        let nodes = tree.nodes
        var stack: [Int32] = [index]
        while let i = stack.popLast() {
            result.append(Node(tree: tree, index: i))
            var c = nodes[Int(i)].lastChild
            while c >= 0 { stack.append(c); c = nodes[Int(c)].previousSibling }
        }
        return result
    }

    /// Every node below this one of `kind`, in source order.
    public func descendants(_ kind: SyntaxKind) -> [Node] {
        var result: [Node] = []
        let nodes = tree.nodes
        var stack: [Int32] = []
        var c = nodes[Int(index)].lastChild
        while c >= 0 { stack.append(c); c = nodes[Int(c)].previousSibling }
        while let i = stack.popLast() {
            if nodes[Int(i)].kind == kind { result.append(Node(tree: tree, index: i)) }
            var child = nodes[Int(i)].lastChild
            while child >= 0 { stack.append(child); child = nodes[Int(child)].previousSibling }
        }
        return result
    }

    /// Calls `visit` for each node below this one in pre-order; returning false skips that node's subtree.
    public func walk(_ visit: (Node) -> Bool) {
        tree.walk(below: index) { visit(Node(tree: tree, index: $0)) ? .descend : .skipBelow }
    }

    /// True when `other` is this node or lies inside it.
    public func contains(_ other: Node) -> Bool {
        raw.firstToken <= other.raw.firstToken && other.raw.endToken <= raw.endToken && (other.raw.firstToken < other.raw.endToken || raw.firstToken < raw.endToken)
    }

    // MARK: Tokens

    /// Index range of the tokens this node covers.
    @inlinable public var tokenRange: Range<Int> { Int(raw.firstToken)..<Int(raw.endToken) }

    /// True when the node covers no token.
    @inlinable public var isEmpty: Bool { raw.firstToken == raw.endToken }

    /// The first and last token indexes (nil for an empty node).
    @inlinable public var firstToken: Int? { isEmpty ? nil : Int(raw.firstToken) }
    @inlinable public var lastToken: Int? { isEmpty ? nil : Int(raw.endToken) - 1 }

    /// The node's key token (see `RawNode.keyToken`).
    @inlinable public var keyToken: Int? { raw.keyToken >= 0 ? Int(raw.keyToken) : nil }

    /// Indexes of the tokens that belong to this node and to none of its children.
    public var directTokens: [Int] {
        var result: [Int] = []
        _ = firstDirectToken { token in
            result.append(token)
            return false
        }
        return result
    }

    /// `directTokens.count == 1`, without building the list.
    public var hasOneDirectToken: Bool {
        var count = 0
        return firstDirectToken { _ in
            count += 1
            return count > 1
        } == nil && count == 1
    }

    /// The first direct token of `kind`.
    public func directToken(_ kind: TokenKind) -> Int? { firstDirectToken { tree.tokens[$0].kind == kind } }

    /// The first direct token spelling `keyword`.
    public func directToken(_ keyword: Keyword) -> Int? { firstDirectToken { tree.tokens[$0].keyword == keyword } }

    /// The first direct token satisfying `predicate`, found without building `directTokens`.
    public func firstDirectToken(where predicate: (Int) -> Bool) -> Int? {
        let nodes = tree.nodes
        var next = Int(nodes[Int(index)].firstToken)
        var c = nodes[Int(index)].firstChild
        while c >= 0 {
            let child = nodes[Int(c)]
            while next < Int(child.firstToken) {
                if predicate(next) { return next }
                next += 1
            }
            next = Int(child.endToken)
            c = child.nextSibling
        }
        while next < Int(nodes[Int(index)].endToken) {
            if predicate(next) { return next }
            next += 1
        }
        return nil
    }

    // MARK: Text

    /// Bytes from the start of the first token's text to the end of the last token's text.
    public var range: Range<Int> {
        guard let first = firstToken, let last = lastToken else {
            let at = tree.leadingTriviaStart(Int(raw.firstToken))
            return at..<at
        }
        return Int(tree.tokens[first].start)..<Int(tree.tokens[last].end)
    }

    /// The node's source text without its outer trivia.
    public var text: String { tree.string(range) }

    /// The text with all trivia (comments included) squeezed out: `Foo < Int >` gives `Foo<Int>`.
    public var compactText: String {
        let range = tokenRange
        if range.count == 1 { return tree.text(range.lowerBound) }
        if let text = tree.textWithoutTrivia(range) { return text }
        var bytes: [UInt8] = []
        var isASCII = true
        for i in range {
            let text = tree.bytes[tree.textRange(i)]
            isASCII = isASCII && text.allSatisfy { $0 < 0x80 }
            bytes += text
        }
        // Each token's text is decoded on its own (invalid UTF-8 repaired per token); for ASCII
        // text, decoding the joined bytes gives the same string.
        return isASCII ? String(decoding: bytes, as: UTF8.self) : range.map { tree.text($0) }.joined()
    }

    /// The line and column where the node's text starts.
    public var location: SourceLocation { tree.location(of: range.lowerBound) }

    public var description: String { "\(kind)@\(location)" }
}
