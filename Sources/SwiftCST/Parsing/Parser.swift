/// A recursive-descent parser over the token array that builds `RawNode`s. It never fails:
/// whatever it cannot place becomes an `unknown` node, and every loop consumes at least
/// one token, so every token ends up in exactly one node.
///
/// Nesting deeper than `maxDepth` is not parsed recursively: the rest of that bracketed
/// group is kept, balanced, in one `unknown` node, so parsing stays linear and the stack
/// stays small whatever the input.
///
/// A class rather than a struct for the stack's sake: in a debug build, each call of a
/// non-mutating method from a mutating one copies a struct's whole state into a stack slot
/// of its own, which cost about 5 KB per nesting level and overflowed a 512 KB thread stack
/// at depth 100; a class passes one reference. Its stored properties skip the dynamic
/// exclusivity checks (which would halve the throughput): the parser is confined to one
/// thread and never overlaps two accesses to one property.
final class Parser {
    let toks: UnsafeBufferPointer<Token>
    let src: UnsafeBufferPointer<UInt8>
    @exclusivity(unchecked) var pos = 0
    @exclusivity(unchecked) var nodes: ParserStorage<RawNode>
    @exclusivity(unchecked) var current: Int32 = -1
    /// For each token, the node that holds it directly (the innermost node containing it).
    @exclusivity(unchecked) var tokenOwners: ParserStorage<Int32>
    @exclusivity(unchecked) var depth = 0
    /// Real code nests at most about 55 levels deep (the toolchain's interfaces and 45 MB of
    /// open-source apps); a debug build parses about 800 levels on a 512 KB stack.
    static let maxDepth = 256

    /// False inside `if`/`while`/`guard` conditions and `for ... in` sequences, where `{` opens the body.
    @exclusivity(unchecked) var allowTrailingClosure = true
    /// True while parsing an `#if` condition, which ends at the end of its line.
    @exclusivity(unchecked) var lineLimited = false
    /// True while parsing a pattern (`case let .a(x)`), where `let`/`var`/`is` may start an element.
    @exclusivity(unchecked) var inPattern = false

    /// A parser that appends to `nodes` and never releases them: the caller takes them back from
    /// `nodes` once parsing is done, and their memory is `ParserStorage.array(capacity:_:)`'s to
    /// keep or release.
    init(tokens: UnsafeBufferPointer<Token>, source: UnsafeBufferPointer<UInt8>, nodes: ParserStorage<RawNode>) {
        // Token indexes are stored as `Int32`: checked once here, not at each node (see `position`).
        precondition(tokens.count < Int32.max, "files of 2^31 tokens or more are not supported")
        self.toks = tokens
        self.src = source
        self.nodes = nodes
        tokenOwners = ParserStorage(repeating: 0, count: tokens.count)
    }

    deinit {
        tokenOwners.release()
    }

    // MARK: Token access

    @inline(__always) var kind: TokenKind { toks[pos].kind }
    @inline(__always) var keyword: Keyword { toks[pos].keyword }
    @inline(__always) var atEOF: Bool { toks[pos].kind == .endOfFile }
    @inline(__always) var atLineStart: Bool { toks[pos].isAtStartOfLine }
    /// `pos` as nodes store token indexes (`init` checked that every index fits).
    @inline(__always) var position: Int32 { Int32(truncatingIfNeeded: pos) }

    @inline(__always) func peek(_ offset: Int = 1) -> Token {
        let i = pos + offset
        return i < toks.count ? toks[i] : toks[toks.count - 1]
    }

    @inline(__always) func at(_ k: TokenKind) -> Bool { toks[pos].kind == k }
    @inline(__always) func at(_ kw: Keyword) -> Bool { toks[pos].keyword == kw }

    @inline(__always) func bump() {
        if toks[pos].kind != .endOfFile {
            tokenOwners[pos] = current
            pos += 1
        }
    }

    @discardableResult @inline(__always)
    func eat(_ k: TokenKind) -> Bool {
        if at(k) { bump(); return true }
        return false
    }

    @discardableResult @inline(__always)
    func eat(_ kw: Keyword) -> Bool {
        if at(kw) { bump(); return true }
        return false
    }

    /// True when the token's text equals `text` (for the rare words that are not keywords).
    func tokenText(_ i: Int, is text: StaticString) -> Bool {
        let t = toks[i]
        let length = Int(t.end - t.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        for k in 0..<length where src[Int(t.start) + k] != p[k] { return false }
        return true
    }

    /// True when no trivia at all separates token `i` from the token before it.
    @inline(__always) func isAdjacentToPrevious(_ i: Int) -> Bool {
        i == 0 ? toks[0].start == 0 : toks[i - 1].end == toks[i].start
    }

    // MARK: Node building

    /// Opens a node of `kind` at the current token, as the last child of the current node.
    /// Inlined: it runs for every node, and its call overhead was a third of its cost.
    @discardableResult @inline(__always)
    func open(_ kind: SyntaxKind) -> Int32 {
        let id = Int32(nodes.count)
        var node = RawNode(kind: kind, firstToken: position, parent: current)
        if current >= 0 {
            let last = nodes[Int(current)].lastChild
            node.previousSibling = last
            if last >= 0 { nodes[Int(last)].nextSibling = id } else { nodes[Int(current)].firstChild = id }
            nodes[Int(current)].lastChild = id
        }
        nodes.append(node)
        current = id
        return id
    }

    @inline(__always)
    func close(_ id: Int32) {
        nodes[Int(id)].endToken = position
        current = nodes[Int(id)].parent
    }

    /// Makes a new node of `kind` around `child` (the last child of the current node) and opens it.
    @discardableResult
    func wrap(_ child: Int32, in kind: SyntaxKind) -> Int32 {
        let parent = nodes[Int(child)].parent
        let id = Int32(nodes.count)
        var node = RawNode(kind: kind, firstToken: nodes[Int(child)].firstToken, parent: parent)
        let previous = nodes[Int(child)].previousSibling
        node.previousSibling = previous
        node.firstChild = child
        node.lastChild = child
        nodes.append(node)
        if previous >= 0 { nodes[Int(previous)].nextSibling = id } else if parent >= 0 { nodes[Int(parent)].firstChild = id }
        if parent >= 0 { nodes[Int(parent)].lastChild = id }
        nodes[Int(child)].previousSibling = -1
        nodes[Int(child)].nextSibling = -1
        nodes[Int(child)].parent = id
        current = id
        return id
    }

    /// The most recently finished child of the current node.
    var lastChild: Int32 { nodes[Int(current)].lastChild }

    func setKey(_ id: Int32, _ token: Int) { nodes[Int(id)].keyToken = Int32(truncatingIfNeeded: token) }

    /// Wraps exactly one token in an `unknown` node.
    func unknownToken() {
        let id = open(.unknown)
        skipOneBalanced()
        close(id)
    }

    /// Consumes one token, or a whole bracketed group when the token opens one. Iterative.
    func skipOneBalanced() {
        var stack: [TokenKind] = []
        repeat {
            switch kind {
            case .leftParen: stack.append(.rightParen)
            case .leftBracket: stack.append(.rightBracket)
            case .leftBrace: stack.append(.rightBrace)
            case .rightParen, .rightBracket, .rightBrace:
                // Close the innermost matching opener; a closer that matches none stays inside.
                if let index = stack.lastIndex(of: kind) { stack.removeSubrange(index...) }
            case .endOfFile:
                return
            default:
                break
            }
            bump()
        } while !stack.isEmpty
    }

    /// Comma-separated elements up to `closing` or any closing bracket, which is not consumed.
    /// A missing comma does not end the list; an element that consumes nothing becomes `unknown`.
    func parseCommaSeparated(until closing: TokenKind, _ element: (Parser) -> Void) {
        while !atEOF && !at(closing) && !at(.rightParen) && !at(.rightBracket) && !at(.rightBrace) {
            let before = pos
            element(self)
            if pos == before { unknownToken() }
            eat(.comma)
        }
    }

    /// From an opening bracket to `closing`: comma-separated elements in a fresh context (see
    /// `enterGroup`; `keepingPattern` keeps the pattern flag: `case .a(let x)`).
    func parseGroup(closing: TokenKind, keepingPattern: Bool = false, _ element: (Parser) -> Void) {
        let saved = enterGroup(keepingPattern: keepingPattern)
        bump()   // ( [ \(
        parseCommaSeparated(until: closing, element)
        leaveGroup(saved)
        eat(closing)
    }

    /// Entered by every recursive construct; past `maxDepth`, the construct's tokens are kept
    /// in one balanced `unknown` node instead of recursing further.
    func enterNesting() -> Bool {
        if depth >= Parser.maxDepth {
            unknownToken()
            return false
        }
        depth += 1
        return true
    }

    func leaveNesting() { depth -= 1 }

    /// Enters a bracketed group (`( )`, `[ ]`, `{ }`, `\( )`), where trailing closures are allowed
    /// again and a line end ends nothing; returns the flags `leaveGroup` restores. Unlike `with`,
    /// it adds no stack frame, which matters on the recursive paths (see `maxDepth`).
    func enterGroup(keepingPattern: Bool = false) -> (Bool, Bool, Bool) {
        let saved = (allowTrailingClosure, lineLimited, inPattern)
        allowTrailingClosure = true
        lineLimited = false
        if !keepingPattern { inPattern = false }
        return saved
    }

    func leaveGroup(_ saved: (Bool, Bool, Bool)) {
        (allowTrailingClosure, lineLimited, inPattern) = saved
    }

    /// Runs `body` with trailing closures allowed or not, restoring the flag afterwards.
    func with(trailingClosures: Bool, lineLimited limited: Bool? = nil, pattern: Bool? = nil, _ body: (Parser) -> Void) {
        let saved = (allowTrailingClosure, lineLimited, inPattern)
        allowTrailingClosure = trailingClosures
        if let limited = limited { lineLimited = limited }
        if let pattern = pattern { inPattern = pattern }
        body(self)
        (allowTrailingClosure, lineLimited, inPattern) = saved
    }

    // MARK: Entry point

    func parseSourceFile() {
        let root = open(.sourceFile)
        while true {
            parseItems(.statements, stopAtBrace: false)
            if atEOF { break }
            unknownToken()   // a stray #else/#endif at top level
        }
        pos = toks.count - 1
        tokenOwners[pos] = root
        pos += 1                          // the end-of-file token belongs to the root
        nodes[Int(root)].endToken = position
        current = -1
    }
}
