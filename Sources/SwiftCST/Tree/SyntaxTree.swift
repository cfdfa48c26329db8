/// A parsed Swift source file: its bytes, its tokens and its concrete syntax tree.
/// Immutable once built; printing it gives back the input byte for byte, whatever the input.
public final class SyntaxTree: @unchecked Sendable {
    /// The file's bytes, exactly as given.
    public let bytes: [UInt8]
    /// Every token, in order; the last one is the end-of-file token that holds the final trivia.
    public let tokens: ContiguousArray<Token>
    /// Every node; index 0 is the source file node.
    public let nodes: ContiguousArray<RawNode>
    /// For each token, the index of the innermost node that contains it. Recorded while parsing
    /// (a store per token: about 1.5% of the parse time) rather than on demand: phase 1 asks
    /// about tokens of every file; a table built lazily would need a lock in this `Sendable`
    /// class, and a search down from the root instead was quadratic in a long statement list
    /// (50,000 `_ = $x` lines: 0.2 s became 6.7 s).
    private let tokenOwners: ContiguousArray<Int32>
    /// Node indexes grouped by kind, each group in source order: the nodes of kind `k` are at
    /// `kindStarts[k]..<kindStarts[k + 1]`.
    private let nodesByKind: ContiguousArray<Int32>
    private let kindStarts: ContiguousArray<Int32>

    /// Lexes and parses `bytes`. Never fails.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var tokens = ContiguousArray<Token>()
        var nodes = ContiguousArray<RawNode>()
        var owners = ContiguousArray<Int32>()
        bytes.withUnsafeBufferPointer { src in
            tokens = Lexer.tokenize(src)
            tokens.withUnsafeBufferPointer { toks in
                // Real code has 0.7 nodes per token; see `Lexer.tokenize`.
                nodes = ParserStorage.array(capacity: toks.count + 16) { storage in
                    let parser = Parser(tokens: toks, source: src, nodes: storage)
                    parser.parseSourceFile()
                    storage = parser.nodes
                    owners = parser.tokenOwners.elements
                }
            }
        }
        self.tokens = tokens
        self.nodes = nodes
        self.tokenOwners = owners
        (nodesByKind, kindStarts) = SyntaxTree.groupByKind(nodes)
        self.lineTable = LineTable(bytes)
    }

    /// The node indexes grouped by kind (a counting sort), each group in source order.
    private static func groupByKind(_ nodes: ContiguousArray<RawNode>) -> (ContiguousArray<Int32>, ContiguousArray<Int32>) {
        let kinds = SyntaxKind.allCases.count
        var starts = ContiguousArray<Int32>(repeating: 0, count: kinds + 1)
        var grouped = ContiguousArray<Int32>(repeating: 0, count: nodes.count)
        // Creation order is not source order (a postfix chain is made after its first operand),
        // though it mostly is: only the groups found out of order while counting get sorted.
        var latestKeys = ContiguousArray<Int64>(repeating: .min, count: kinds)
        var unordered = ContiguousArray<Bool>(repeating: false, count: kinds)
        nodes.withUnsafeBufferPointer { nodes in
            starts.withUnsafeMutableBufferPointer { starts in
                grouped.withUnsafeMutableBufferPointer { grouped in
                    latestKeys.withUnsafeMutableBufferPointer { latestKeys in
                        unordered.withUnsafeMutableBufferPointer { unordered in
                            // Count each kind's nodes, noting the kinds whose nodes, in creation
                            // order, do not ascend by `sourceOrderKey`.
                            for node in nodes {
                                let k = Int(node.kind.rawValue)
                                starts[k + 1] &+= 1
                                let key = sourceOrderKey(node)
                                if key < latestKeys[k] { unordered[k] = true }
                                latestKeys[k] = key
                            }
                            // Sum up to the groups' ends, then fill each group from its end
                            // backwards, which leaves `starts[k + 1]` at the start of group `k`.
                            // (Node indexes fit in `Int32`: unchecked arithmetic.)
                            for k in 0..<kinds { starts[k + 1] += starts[k] }
                            for i in nodes.indices.reversed() {
                                let slot = Int(nodes[i].kind.rawValue) + 1
                                starts[slot] &-= 1
                                grouped[Int(starts[slot])] = Int32(truncatingIfNeeded: i)
                            }
                            for k in 0..<kinds { starts[k] = starts[k + 1] }
                            starts[kinds] = Int32(nodes.count)
                            for k in 0..<kinds where unordered[k] {
                                sortGroup(UnsafeMutableBufferPointer(rebasing: grouped[Int(starts[k])..<Int(starts[k + 1])]), nodes)
                            }
                        }
                    }
                }
            }
        }
        return (grouped, starts)
    }

    /// Ascends in source order: by first token, then the wider node first (nodes with equal keys
    /// keep their creation order).
    @inline(__always)
    private static func sourceOrderKey(_ node: RawNode) -> Int64 {
        Int64(node.firstToken) << 32 | Int64(UInt32.max - UInt32(truncatingIfNeeded: node.endToken))
    }

    /// Sorts node indexes into source order: by first token, the wider node first, then (the
    /// sort is stable) in creation order.
    private static func sortGroup(_ group: UnsafeMutableBufferPointer<Int32>, _ nodes: UnsafeBufferPointer<RawNode>) {
        var group = group
        group.sort { a, b in sourceOrderKey(nodes[Int(a)]) < sourceOrderKey(nodes[Int(b)]) }
    }

    /// Parses UTF-8 text.
    public convenience init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The source file node.
    public var root: Node { Node(tree: self, index: 0) }

    /// The innermost node containing token `index` (the node that holds it directly). Constant time.
    public func innermostNode(containingToken index: Int) -> Node {
        Node(tree: self, index: tokenOwners[index])
    }

    // MARK: Tokens

    /// The byte where token `i`'s leading trivia starts.
    @inlinable public func leadingTriviaStart(_ i: Int) -> Int { i == 0 ? 0 : Int(tokens[i - 1].trailingEnd) }

    /// The byte range of token `i`'s text.
    public func textRange(_ i: Int) -> Range<Int> { Int(tokens[i].start)..<Int(tokens[i].end) }

    /// The byte range of token `i`'s leading trivia.
    public func leadingTriviaRange(_ i: Int) -> Range<Int> { leadingTriviaStart(i)..<Int(tokens[i].start) }

    /// The byte range of token `i`'s trailing trivia.
    public func trailingTriviaRange(_ i: Int) -> Range<Int> { Int(tokens[i].end)..<Int(tokens[i].trailingEnd) }

    /// Token `i`'s text (invalid UTF-8 is repaired with U+FFFD in the returned string only).
    public func text(_ i: Int) -> String { string(textRange(i)) }

    /// True when token `i`'s text equals `text`, compared byte for byte (`tokenText(_:equals:)`
    /// also accepts a canonically equivalent spelling).
    public func tokenIs(_ i: Int, _ text: String) -> Bool {
        let range = textRange(i)
        guard range.count == text.utf8.count else { return false }
        return withBytes(of: text) { text in
            bytes.withUnsafeBufferPointer { source in
                // An indexed loop: `elementsEqual` goes through generic iterators (~7 times the cost).
                for offset in 0..<text.count where source[range.lowerBound + offset] != text[offset] { return false }
                return true
            }
        }
    }

    /// `text(i) == text`, without building a string when the answer is plain from the bytes:
    /// equal bytes make equal strings, and ASCII texts are equal only when their bytes are
    /// (other texts may be canonically equivalent, so they are compared as strings).
    public func tokenText(_ i: Int, equals text: String) -> Bool {
        let range = textRange(i)
        // Texts starting with different ASCII characters differ (an ASCII character starts its
        // text's canonical decomposition, whatever follows).
        if let first = text.utf8.first, !range.isEmpty, first < 0x80, bytes[range.lowerBound] < 0x80, bytes[range.lowerBound] != first {
            return false
        }
        if tokenIs(i, text) { return true }
        let ascii = withBytes(of: text) { text in
            bytes.withUnsafeBufferPointer { SyntaxTree.isASCII(UnsafeBufferPointer(rebasing: $0[range])) && SyntaxTree.isASCII(text) }
        }
        return !ascii && self.text(i) == text
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    /// Calls `body` with the UTF-8 bytes of `text` (contiguous for every native string).
    private func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The text of the tokens `range` when no trivia separates them and it is ASCII (most
    /// types and names as written): one slice of the bytes, the same as joining the tokens' texts.
    func textWithoutTrivia(_ range: Range<Int>) -> String? {
        guard let first = range.first, let last = range.last else { return nil }
        for i in first..<last where tokens[i].end != tokens[i + 1].start { return nil }
        let bytes = self.bytes[Int(tokens[first].start)..<Int(tokens[last].end)]
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of `range` as a string.
    public func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The leading trivia of token `i`, split into pieces.
    public func leadingTrivia(_ i: Int) -> [TriviaPiece] { trivia(leadingTriviaRange(i), trailing: false) }

    /// The trailing trivia of token `i`, split into pieces.
    public func trailingTrivia(_ i: Int) -> [TriviaPiece] { trivia(trailingTriviaRange(i), trailing: true) }

    func trivia(_ range: Range<Int>, trailing: Bool) -> [TriviaPiece] {
        bytes.withUnsafeBufferPointer { TriviaScanner.pieces(in: range, of: $0, trailing: trailing) }
    }

    /// The index of the token whose span (leading trivia, text, trailing trivia) holds `offset`.
    public func tokenIndex(containing offset: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].trailingEnd) <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: Printing

    /// The file printed from the tree: each node's tokens and children in order, with trivia.
    /// Equal to `bytes` for every input; the round-trip tests check exactly that.
    public func printed() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        print(node: 0, into: &out)
        return out
    }

    private func print(node: Int32, into out: inout [UInt8]) {
        // Iterative walk: emit the tokens between children, then each child.
        var stack: [(node: Int32, nextToken: Int32, child: Int32)] = [(node, nodes[Int(node)].firstToken, nodes[Int(node)].firstChild)]
        while var frame = stack.popLast() {
            let raw = nodes[Int(frame.node)]
            if frame.child >= 0 {
                let child = nodes[Int(frame.child)]
                emitTokens(frame.nextToken..<child.firstToken, into: &out)
                frame.nextToken = child.endToken
                let childIndex = frame.child
                frame.child = child.nextSibling
                stack.append(frame)
                stack.append((childIndex, child.firstToken, child.firstChild))
            } else {
                emitTokens(frame.nextToken..<raw.endToken, into: &out)
            }
        }
    }

    private func emitTokens(_ range: Range<Int32>, into out: inout [UInt8]) {
        guard !range.isEmpty else { return }
        let start = leadingTriviaStart(Int(range.lowerBound))
        let end = Int(tokens[Int(range.upperBound) - 1].trailingEnd)
        out.append(contentsOf: bytes[start..<end])
    }

    // MARK: Positions

    private let lineTable: LineTable

    /// The 1-based line and column (in bytes) of a byte offset.
    public func location(of offset: Int) -> SourceLocation { lineTable.location(of: offset) }

    /// The byte offset of a 1-based line and column.
    public func offset(of location: SourceLocation) -> Int { lineTable.offset(of: location) }

    /// The byte offset where the line holding `offset` starts.
    public func lineStart(containing offset: Int) -> Int { lineTable.lineStart(containing: offset) }

    /// The offset just past the line break ending the line that holds `offset` (or the file end).
    public func lineEnd(containing offset: Int) -> Int { lineTable.lineEnd(containing: offset) }

    // MARK: Queries

    /// Every node of `kind`, in source order (made as they are read: no array of nodes is built).
    public func nodes(ofKind kind: SyntaxKind) -> NodesOfKind {
        NodesOfKind(tree: self, indexes: nodeIndexes(ofKind: kind))
    }

    /// The indexes of the nodes of `kind`, in the order of `nodes(ofKind:)`: for loops that pass
    /// most of them over, without making (and retaining the tree for) a `Node` of each.
    public func nodeIndexes(ofKind kind: SyntaxKind) -> ArraySlice<Int32> {
        let k = Int(kind.rawValue)
        return nodesByKind[Int(kindStarts[k])..<Int(kindStarts[k + 1])]
    }

    /// The number of `unknown` nodes: a measure of how much of the file the parser did not recognise.
    public var unknownNodeCount: Int { Int(kindStarts[Int(SyntaxKind.unknown.rawValue) + 1] - kindStarts[Int(SyntaxKind.unknown.rawValue)]) }
}
