/// Turns UTF-8 bytes into tokens with leading and trailing trivia. Every byte of the input
/// lands in exactly one token's text or one trivia range; the lexer never fails.
///
/// Context the lexer cannot know from one byte is settled here, once: string and
/// interpolation nesting (a mode stack), regex literals versus the `/` operator (by the
/// previous token), and generic angle brackets versus `<`/`>` operators (a bounded scan that
/// marks the brackets of a plausible generic clause, so `Set<Array<Int>>?` splits).
///
/// This file holds the state, trivia, the token dispatch, identifiers and numbers; string
/// literals and `#` forms are in Lexer+Literals.swift, operators, regexes and generic angle
/// brackets in Lexer+Operators.swift.
struct Lexer {
    enum Mode {
        case string(pounds: Int, multiline: Bool)
        case interpolation(pounds: Int, multiline: Bool, parenDepth: Int)
    }

    let src: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos = 0
    var modes: [Mode] = []
    var tokens: ParserStorage<Token>
    /// Positions of `<` and `>` confirmed as generic brackets, ascending; consumed from `nextAngle`.
    var angleMarks: [Int] = []
    var nextAngle = 0
    private let keywords = Keyword.Table()

    private init(_ src: UnsafeBufferPointer<UInt8>, tokens: ParserStorage<Token>) {
        self.src = src
        self.end = src.count
        self.tokens = tokens
    }

    static func tokenize(_ src: UnsafeBufferPointer<UInt8>) -> ContiguousArray<Token> {
        // Token offsets are 32-bit: checked once here, not at each token (see `offset`).
        precondition(src.count <= UInt32.max, "files of 4 GB or more are not supported")
        // Generous (real code has 6.8 bytes per token, the densest file 3.7): capacity never
        // touched costs no resident memory, while growing would copy the array.
        return ParserStorage.array(capacity: src.count / 3 + 16) { tokens in
            var lexer = Lexer(src, tokens: tokens)
            lexer.run()
            tokens = lexer.tokens
        }
    }

    private mutating func run() {
        while true {
            if !modes.isEmpty, case .string(let pounds, let multiline)? = modes.last {
                lexStringPart(pounds: pounds, multiline: multiline)
                continue
            }
            let sawNewline = skipLeadingTrivia()
            if sawNewline && !modes.isEmpty, case .interpolation(_, false, _)? = modes.last {
                modes.removeLast()   // a single-line string's interpolation cannot span lines: unterminated
            }
            let start = pos
            if pos >= end {
                append(.endOfFile, start: start, atLineStart: sawNewline || tokens.isEmpty)
                return
            }
            opensString = false
            // Identifiers and punctuation, most tokens, skip the call to `lexToken` and its dispatch.
            let kind: TokenKind, keyword: Keyword
            if CharacterClass.isIdentifierHead(src[pos]) {
                (kind, keyword) = lexIdentifier()
            } else if let punctuation = Lexer.punctuation(src[pos]) {
                pos += 1
                (kind, keyword) = (punctuation, .none)
            } else {
                (kind, keyword) = lexToken()
            }
            let tokenEnd = pos
            if !opensString && pos < end && CharacterClass.mayStartTrailingTrivia(src[pos]) {
                // One space and then the next token, the most common trailing trivia: no call.
                if src[pos] == UInt8(ascii: " ") && pos + 1 < end && !CharacterClass.mayStartTrailingTrivia(src[pos + 1]) {
                    pos += 1
                } else {
                    skipTrailingTrivia()
                }
            }
            tokens.append(Token(kind: kind, keyword: keyword,
                                flags: (sawNewline || tokens.isEmpty) ? Token.atStartOfLineFlag : 0,
                                start: offset(start), end: offset(tokenEnd), trailingEnd: offset(pos)))
        }
    }

    /// Set by `lexToken` when the quote it produced opens a string (no trivia may follow).
    var opensString = false

    mutating func append(_ kind: TokenKind, start: Int, atLineStart: Bool = false) {
        tokens.append(Token(kind: kind, keyword: .none, flags: atLineStart ? Token.atStartOfLineFlag : 0,
                            start: offset(start), end: offset(pos), trailingEnd: offset(pos)))
    }

    /// A byte offset as a token stores it (`tokenize` checked that every offset fits).
    @inline(__always)
    func offset(_ i: Int) -> UInt32 { UInt32(truncatingIfNeeded: i) }

    // MARK: Trivia

    /// Skips the trivia before a token; true when it holds a line break. Spaces, tabs and LFs,
    /// most of all trivia, are skipped here; other bytes that may start trivia go to `TriviaScanner`.
    @inline(__always)
    private mutating func skipLeadingTrivia() -> Bool {
        var i = pos
        var sawNewline = false
        while i < end {
            let b = src[i]
            if b == UInt8(ascii: " ") {
                i = endOfSpaces(from: i)
            } else if b == UInt8(ascii: "\n") {
                i += 1
                sawNewline = true
            } else if b == UInt8(ascii: "\t") {
                i += 1
            } else {
                guard CharacterClass.mayStartOtherTrivia(b) else { break }
                // No piece but a line break ends with a line break, so the byte before tells
                // whether the previous piece was one (merge-conflict markers start a line).
                let atLineStart = i == 0 || src[i - 1] == UInt8(ascii: "\n") || src[i - 1] == UInt8(ascii: "\r")
                guard let (kind, next) = TriviaScanner.piece(at: i, in: src, atLineStart: atLineStart, trailing: false) else { break }
                if kind.isNewline { sawNewline = true }
                i = next
            }
        }
        pos = i
        return sawNewline
    }

    /// Skips the trivia after a token, up to the line's end: spaces and tabs here, other bytes
    /// that may start trivia through `TriviaScanner`.
    mutating func skipTrailingTrivia() {
        var i = pos
        while i < end {
            let b = src[i]
            if b == UInt8(ascii: " ") {
                i = endOfSpaces(from: i)
            } else if b == UInt8(ascii: "\t") {
                i += 1
            } else {
                guard CharacterClass.mayStartOtherTrivia(b),
                      let (_, next) = TriviaScanner.piece(at: i, in: src, atLineStart: false, trailing: true) else { break }
                i = next
            }
        }
        pos = i
    }

    /// The end of the run of spaces at `start`, eight bytes at a time (indentation is most of
    /// the trivia).
    @inline(__always)
    private func endOfSpaces(from start: Int) -> Int {
        var i = start + 1
        if i < end && src[i] != UInt8(ascii: " ") { return i }   // one space, the most common run
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while i + 8 <= end {
            let others = UnsafeRawPointer(src.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ spaces
            if others != 0 { return i + others.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < end && src[i] == UInt8(ascii: " ") { i += 1 }
        return i
    }

    // MARK: Tokens

    private var previousKind: TokenKind { tokens.last?.kind ?? .endOfFile }

    /// The kind of a one-byte token that needs no context (`{`, `,`, `@`, ...), or nil.
    @inline(__always)
    private static func punctuation(_ c: UInt8) -> TokenKind? {
        switch c {
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "\\"): return .backslash
        default: return nil
        }
    }

    /// A token that starts with neither an ASCII identifier head nor `punctuation` (`run` lexes
    /// those itself).
    @inline(__always)
    private mutating func lexToken() -> (TokenKind, Keyword) {
        let c = src[pos]
        if CharacterClass.isDigit(c) { return (lexNumber(), .none) }
        switch c {
        case UInt8(ascii: "$"):
            pos += 1
            let bodyStart = pos
            while pos < end && (CharacterClass.isIdentifierBody(src[pos]) || src[pos] >= 0x80 && isIdentifierScalar(at: pos)) {
                pos += src[pos] >= 0x80 ? scalarLength(at: pos) : 1
            }
            return (pos > bodyStart ? .dollarIdentifier : .identifier, .none)
        case UInt8(ascii: "`"):
            return (lexBacktickIdentifier(), .none)
        case UInt8(ascii: "\""):
            return (openString(pounds: 0), .none)
        case UInt8(ascii: "#"):
            return (lexPound(), .none)
        case UInt8(ascii: "("):
            pos += 1
            bumpInterpolationDepth(by: 1)
            return (.leftParen, .none)
        case UInt8(ascii: ")"):
            pos += 1
            if case .interpolation(let pounds, let multiline, let depth)? = modes.last {
                if depth == 0 {
                    modes[modes.count - 1] = .string(pounds: pounds, multiline: multiline)
                    opensString = true
                    return (.interpolationClose, .none)
                }
                modes[modes.count - 1] = .interpolation(pounds: pounds, multiline: multiline, parenDepth: depth - 1)
            }
            return (.rightParen, .none)
        case UInt8(ascii: "."):
            // `..<`, `...`, and dot-operators such as `.==` and `.&`.
            if pos + 1 < end && (src[pos + 1] == UInt8(ascii: ".") || CharacterClass.isOperatorASCII(src[pos + 1]) && src[pos + 1] != UInt8(ascii: "?")) {
                return (lexOperator(), .none)
            }
            pos += 1
            return (.period, .none)
        default:
            if CharacterClass.isOperatorASCII(c) { return (lexOperator(), .none) }
            if c >= 0x80 {
                guard let (scalar, length) = CharacterClass.decodeScalar(at: pos, in: src) else {
                    pos += 1
                    return (.unknown, .none)
                }
                if CharacterClass.isOperatorScalar(scalar) { return (lexOperator(), .none) }
                if isIdentifierScalarValue(scalar) { return lexIdentifier() }
                pos += length
                return (.unknown, .none)
            }
            pos += 1
            return (.unknown, .none)
        }
    }

    private mutating func bumpInterpolationDepth(by delta: Int) {
        if case .interpolation(let pounds, let multiline, let depth)? = modes.last {
            modes[modes.count - 1] = .interpolation(pounds: pounds, multiline: multiline, parenDepth: depth + delta)
        }
    }

    // MARK: Identifiers

    private func isIdentifierScalarValue(_ v: UInt32) -> Bool {
        !CharacterClass.isOperatorScalar(v) && v != 0xFEFF && !(0x2028...0x2029).contains(v) && !(0x80...0xA0).contains(v)
    }

    func isIdentifierScalar(at p: Int) -> Bool {
        guard let (v, _) = CharacterClass.decodeScalar(at: p, in: src) else { return false }
        return isIdentifierScalarValue(v)
    }

    private func scalarLength(at p: Int) -> Int {
        CharacterClass.decodeScalar(at: p, in: src)?.length ?? 1
    }

    @inline(__always)
    mutating func lexIdentifier() -> (TokenKind, Keyword) {
        let start = pos
        var i = pos
        while true {
            if i + 8 <= end {
                let letters = CharacterClass.letterOrDigitPrefixLength(
                    UnsafeRawPointer(src.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += letters
                if letters == 8 { continue }
            }
            // `_`, `$`, or a byte of the file's last eight
            guard i < end && CharacterClass.continuesIdentifier(src[i]) else { break }
            i += 1
        }
        pos = i
        let ascii = i >= end || src[i] < 0x80 || !continueUnicodeIdentifier()
        var keyword = Keyword.none
        if ascii {
            // After `.`, a keyword is a member name (`.init`, `.self`, `.default`).
            keyword = keywords.keyword(src[start..<pos])
            if keyword.isReserved && previousKind == .period && keyword != .`init` && keyword != .`self` && keyword != .`Type` {
                return (.identifier, .none)
            }
        }
        if pos < end && src[pos] == UInt8(ascii: "<") { markGenericClause(at: pos) }
        return (keyword.isReserved ? .keyword : .identifier, keyword)
    }

    /// Past the rest of an identifier at a non-ASCII byte; true when that byte started a scalar
    /// of the identifier (false when the identifier ends there).
    private mutating func continueUnicodeIdentifier() -> Bool {
        var sawScalar = false
        while pos < end {
            let b = src[pos]
            if CharacterClass.continuesIdentifier(b) { pos += 1; continue }
            if b >= 0x80, let (v, length) = CharacterClass.decodeScalar(at: pos, in: src), isIdentifierScalarValue(v) {
                sawScalar = true
                pos += length
                continue
            }
            break
        }
        return sawScalar
    }

    private mutating func lexBacktickIdentifier() -> TokenKind {
        var i = pos + 1
        while i < end {
            let b = src[i]
            if b == UInt8(ascii: "`") {
                if i == pos + 1 { break }
                pos = i + 1
                if pos < end && src[pos] == UInt8(ascii: "<") { markGenericClause(at: pos) }
                return .identifier
            }
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { break }
            i += 1
        }
        pos += 1
        return .unknown
    }

    // MARK: Numbers

    private mutating func lexNumber() -> TokenKind {
        let afterPeriod = previousKind == .period   // tuple member: x.0.1 is two integers
        var kind = TokenKind.integerLiteral
        if src[pos] == UInt8(ascii: "0") && pos + 1 < end && (src[pos + 1] == UInt8(ascii: "x") || src[pos + 1] == UInt8(ascii: "X")) {
            pos += 2
            skip(while: { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
            if !afterPeriod && pos + 1 < end && src[pos] == UInt8(ascii: ".") && CharacterClass.isHexDigit(src[pos + 1]) {
                pos += 1
                skip(while: { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
                kind = .floatLiteral
            }
            if pos < end && (src[pos] == UInt8(ascii: "p") || src[pos] == UInt8(ascii: "P")) {
                pos += 1
                if pos < end && (src[pos] == UInt8(ascii: "+") || src[pos] == UInt8(ascii: "-")) { pos += 1 }
                skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
                kind = .floatLiteral
            }
        } else if src[pos] == UInt8(ascii: "0") && pos + 1 < end && (src[pos + 1] == UInt8(ascii: "o") || src[pos + 1] == UInt8(ascii: "b")) {
            pos += 2
            skip(while: { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
        } else {
            skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            if !afterPeriod && pos + 1 < end && src[pos] == UInt8(ascii: ".") && CharacterClass.isDigit(src[pos + 1]) {
                pos += 1
                skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
                kind = .floatLiteral
            }
            if pos < end && (src[pos] == UInt8(ascii: "e") || src[pos] == UInt8(ascii: "E")) {
                var i = pos + 1
                if i < end && (src[i] == UInt8(ascii: "+") || src[i] == UInt8(ascii: "-")) { i += 1 }
                if i < end && CharacterClass.isDigit(src[i]) {
                    pos = i
                    skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
                    kind = .floatLiteral
                }
            }
        }
        // Invalid suffixes (`1abc`) stay part of the literal, as Swift's lexer reports them.
        skip(while: CharacterClass.isIdentifierBody)
        return kind
    }

    @inline(__always)
    private mutating func skip(while predicate: (UInt8) -> Bool) {
        while pos < end && predicate(src[pos]) { pos += 1 }
    }
}
