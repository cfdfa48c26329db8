/// Turns UTF-8 bytes into tokens with leading and trailing trivia. Every byte of the input
/// lands in exactly one token's text or one trivia range; the lexer never fails.
///
/// Context the lexer cannot know from one byte is settled here, once: string and
/// interpolation nesting (a mode stack), regex literals versus the `/` operator (by the
/// previous token), and generic angle brackets versus `<`/`>` operators (a bounded scan that
/// marks the brackets of a plausible generic clause, so `Set<Array<Int>>?` splits).
struct Lexer {
    private enum Mode {
        case string(pounds: Int, multiline: Bool)
        case interpolation(pounds: Int, multiline: Bool, parenDepth: Int)
    }

    private let src: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var pos = 0
    private var modes: [Mode] = []
    private var tokens: ParserStorage<Token>
    /// Positions of `<` and `>` confirmed as generic brackets, ascending; consumed from `nextAngle`.
    private var angleMarks: [Int] = []
    private var nextAngle = 0
    private let keywords = Keyword.Table()

    private init(_ src: UnsafeBufferPointer<UInt8>, tokens: ParserStorage<Token>) {
        self.src = src
        self.end = src.count
        self.tokens = tokens
    }

    static func tokenize(_ src: UnsafeBufferPointer<UInt8>) -> ContiguousArray<Token> {
        // Generous (real code has 6.8 bytes per token, the densest file 3.7): capacity never
        // touched costs no resident memory, while growing would copy the array.
        ParserStorage.array(capacity: src.count / 3 + 16) { tokens in
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
            let (kind, keyword) = lexToken()
            let tokenEnd = pos
            if !opensString && pos < end && CharacterClass.mayStartTrailingTrivia(src[pos]) { skipTrailingTrivia() }
            tokens.append(Token(kind: kind, keyword: keyword,
                                flags: (sawNewline || tokens.isEmpty) ? Token.atStartOfLineFlag : 0,
                                start: UInt32(start), end: UInt32(tokenEnd), trailingEnd: UInt32(pos)))
        }
    }

    /// Set by `lexToken` when the quote it produced opens a string (no trivia may follow).
    private var opensString = false

    private mutating func append(_ kind: TokenKind, start: Int, atLineStart: Bool = false) {
        tokens.append(Token(kind: kind, keyword: .none, flags: atLineStart ? Token.atStartOfLineFlag : 0,
                            start: UInt32(start), end: UInt32(pos), trailingEnd: UInt32(pos)))
    }

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
    private mutating func skipTrailingTrivia() {
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

    @inline(__always)
    private mutating func lexToken() -> (TokenKind, Keyword) {
        opensString = false
        let c = src[pos]
        if CharacterClass.isIdentifierHead(c) { return lexIdentifier() }
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
        case UInt8(ascii: "{"): pos += 1; return (.leftBrace, .none)
        case UInt8(ascii: "}"): pos += 1; return (.rightBrace, .none)
        case UInt8(ascii: "["): pos += 1; return (.leftBracket, .none)
        case UInt8(ascii: "]"): pos += 1; return (.rightBracket, .none)
        case UInt8(ascii: ","): pos += 1; return (.comma, .none)
        case UInt8(ascii: ":"): pos += 1; return (.colon, .none)
        case UInt8(ascii: ";"): pos += 1; return (.semicolon, .none)
        case UInt8(ascii: "@"): pos += 1; return (.at, .none)
        case UInt8(ascii: "\\"): pos += 1; return (.backslash, .none)
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

    private func isIdentifierScalar(at p: Int) -> Bool {
        guard let (v, _) = CharacterClass.decodeScalar(at: p, in: src) else { return false }
        return isIdentifierScalarValue(v)
    }

    private func scalarLength(at p: Int) -> Int {
        CharacterClass.decodeScalar(at: p, in: src)?.length ?? 1
    }

    @inline(__always)
    private mutating func lexIdentifier() -> (TokenKind, Keyword) {
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

    // MARK: Strings

    /// Lexes an opening delimiter (`pounds` `#` already counted at `pos - pounds`... `pos` is at the quote).
    private mutating func openString(pounds: Int) -> TokenKind {
        // `"""` opens a multi-line string only when the rest of its line is blank (so `#"""#` is one quote).
        var multiline = pos + 2 < end && src[pos + 1] == UInt8(ascii: "\"") && src[pos + 2] == UInt8(ascii: "\"")
        if multiline {
            var i = pos + 3
            while i < end && (src[i] == UInt8(ascii: " ") || src[i] == UInt8(ascii: "\t")) { i += 1 }
            multiline = i >= end || src[i] == UInt8(ascii: "\n") || src[i] == UInt8(ascii: "\r")
        }
        pos += multiline ? 3 : 1
        modes.append(.string(pounds: pounds, multiline: multiline))
        opensString = true
        return .stringQuote
    }

    /// Inside a string: a segment, an interpolation opening or the closing delimiter.
    private mutating func lexStringPart(pounds: Int, multiline: Bool) {
        let start = pos
        while pos < end {
            let b = src[pos]
            if b == UInt8(ascii: "\\") && hasPounds(pounds, at: pos + 1) {
                let afterPounds = pos + 1 + pounds
                if afterPounds < end && src[afterPounds] == UInt8(ascii: "(") {
                    if pos > start { append(.stringSegment, start: start); return }
                    pos = afterPounds + 1
                    modes[modes.count - 1] = .interpolation(pounds: pounds, multiline: multiline, parenDepth: 0)
                    append(.interpolationOpen, start: start)
                    skipTrailingTrivia()
                    tokens[tokens.count - 1].trailingEnd = UInt32(pos)
                    return
                }
                // An escape: skip the backslash, the pounds and the escaped byte (never a newline).
                pos = afterPounds
                if pos < end && src[pos] != UInt8(ascii: "\n") && src[pos] != UInt8(ascii: "\r") { pos += 1 }
                continue
            }
            if b == UInt8(ascii: "\"") {
                let quoteLength = multiline ? 3 : 1
                if (!multiline || (pos + 2 < end && src[pos + 1] == UInt8(ascii: "\"") && src[pos + 2] == UInt8(ascii: "\"")))
                    && hasPounds(pounds, at: pos + quoteLength) {
                    if pos > start { append(.stringSegment, start: start); return }
                    pos += quoteLength + pounds
                    modes.removeLast()
                    append(.stringQuote, start: start)
                    skipTrailingTrivia()
                    tokens[tokens.count - 1].trailingEnd = UInt32(pos)
                    return
                }
                pos += 1
                continue
            }
            if !multiline && (b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")) { break }
            pos += 1
        }
        // Unterminated: the string ends at the line end (single-line) or the file end.
        if pos > start { append(.stringSegment, start: start) }
        modes.removeLast()
    }

    private func hasPounds(_ count: Int, at p: Int) -> Bool {
        if count == 0 { return true }
        guard p + count <= end else { return false }
        for i in p..<(p + count) where src[i] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Pound: directives, macros, raw strings, extended regexes

    private mutating func lexPound() -> TokenKind {
        var i = pos
        while i < end && src[i] == UInt8(ascii: "#") { i += 1 }
        let pounds = i - pos
        if i < end && src[i] == UInt8(ascii: "\"") {
            pos = i
            return openString(pounds: pounds)
        }
        if i < end && src[i] == UInt8(ascii: "/"), let regexEnd = extendedRegexEnd(pounds: pounds, slashAt: i) {
            pos = regexEnd
            return .regexLiteral
        }
        if pounds == 1 && i < end && (CharacterClass.isIdentifierHead(src[i]) || (src[i] >= 0x80 && isIdentifierScalar(at: i))) {
            let start = pos
            pos = i
            _ = lexIdentifier()
            return poundKind(src[(start + 1)..<pos])
        }
        pos += 1
        return .pound
    }

    private func poundKind(_ word: UnsafeBufferPointer<UInt8>.SubSequence) -> TokenKind {
        switch word.count {
        case 2 where word.elementsEqual("if".utf8): return .poundIf
        case 4 where word.elementsEqual("else".utf8): return .poundElse
        case 5 where word.elementsEqual("endif".utf8): return .poundEndif
        case 6 where word.elementsEqual("elseif".utf8): return .poundElseif
        default: return .poundKeyword
        }
    }

    /// The end of `#/.../#` (any number of `#`); multi-line when a newline follows the opening.
    private func extendedRegexEnd(pounds: Int, slashAt slash: Int) -> Int? {
        let multiline = slash + 1 < end && (src[slash + 1] == UInt8(ascii: "\n") || src[slash + 1] == UInt8(ascii: "\r"))
        var i = slash + 1
        while i < end {
            let b = src[i]
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if !multiline && (b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")) { return nil }
            if b == UInt8(ascii: "/") && hasPounds(pounds, at: i + 1) { return i + 1 + pounds }
            i += 1
        }
        return nil
    }

    // MARK: Operators

    private mutating func lexOperator() -> TokenKind {
        let start = pos
        while nextAngle < angleMarks.count && angleMarks[nextAngle] < pos { nextAngle += 1 }
        if src[pos] == UInt8(ascii: "<") && opensGenericParametersOfOperatorOrFailableInit() { markGenericClause(at: pos) }
        if src[pos] == UInt8(ascii: "/") && regexMayStartHere(), let regexEnd = bareRegexEnd(from: pos) {
            pos = regexEnd
            return .regexLiteral
        }
        if src[pos] == UInt8(ascii: "<") && pos + 1 < end && src[pos + 1] == UInt8(ascii: "#"), let placeholderEnd = editorPlaceholderEnd(from: pos) {
            pos = placeholderEnd
            return .identifier   // <#placeholder#>, as Swift's lexer treats it
        }
        if nextAngle < angleMarks.count && angleMarks[nextAngle] == pos {
            nextAngle += 1
            pos += 1
            return src[start] == UInt8(ascii: "<") ? .leftAngle : .rightAngle
        }
        let limit = nextAngle < angleMarks.count ? angleMarks[nextAngle] : end
        let dotted = src[pos] == UInt8(ascii: ".")
        while pos < limit {
            let b = src[pos]
            if b == UInt8(ascii: "/") && pos + 1 < end && (src[pos + 1] == UInt8(ascii: "/") || src[pos + 1] == UInt8(ascii: "*")) && pos > start { break }
            if CharacterClass.isOperatorASCII(b) || (dotted && b == UInt8(ascii: ".")) { pos += 1; continue }
            if b >= 0x80, let (v, length) = CharacterClass.decodeScalar(at: pos, in: src),
               pos == start ? CharacterClass.isOperatorScalar(v) : CharacterClass.isOperatorContinuationScalar(v) {
                pos += length
                continue
            }
            break
        }
        if pos == start { pos += 1 }   // defensive: always make progress
        if splitsGenericClauseOffOperatorName(start: start) { pos -= 1 }
        let leftBound = isLeftBound(start)
        let first = src[start]
        // A left-bound ? or ! is always its own postfix token: x?.y, x!, T?
        if leftBound && first == UInt8(ascii: "?") {
            pos = start + 1
            return .postfixQuestion
        }
        if leftBound && first == UInt8(ascii: "!") && !(pos - start >= 2 && src[start + 1] == UInt8(ascii: "=")) {
            pos = start + 1
            return .exclamation
        }
        let length = pos - start
        if length == 1 && first == UInt8(ascii: "=") { return .equal }
        if length == 2 && first == UInt8(ascii: "-") && src[start + 1] == UInt8(ascii: ">") { return .arrow }
        let rightBound = isRightBound(pos, leftBound: leftBound)
        if leftBound == rightBound { return .infixOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// `func ==<T>(...)`: as Swift's parser does, an operator name ending in `<` right before
    /// an identifier gives up that `<`, which then opens the generic parameter clause.
    private func splitsGenericClauseOffOperatorName(start: Int) -> Bool {
        guard pos - start >= 2, src[pos - 1] == UInt8(ascii: "<"), pos < end, CharacterClass.isIdentifierHead(src[pos]),
              let previous = tokens.last else { return false }
        return previous.kind == .keyword && previous.keyword == .func
    }

    private func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        let b = src[start - 1]
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, 0x0B, 0x0C,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && src[start - 2] == UInt8(ascii: "*"))   // after a block comment
        default:
            return true
        }
    }

    private func isRightBound(_ after: Int, leftBound: Bool) -> Bool {
        if after >= end { return false }
        let b = src[after]
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, 0x0B, 0x0C,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound   // a left-bound operator before `.` is postfix: x!.y
        case UInt8(ascii: "/"):
            if after + 1 < end && (src[after + 1] == UInt8(ascii: "/") || src[after + 1] == UInt8(ascii: "*")) { return false }
            return true
        default:
            return true
        }
    }

    private func editorPlaceholderEnd(from start: Int) -> Int? {
        var i = start + 2
        while i + 1 < end {
            if src[i] == UInt8(ascii: "\n") || src[i] == UInt8(ascii: "\r") { return nil }
            if src[i] == UInt8(ascii: "#") && src[i + 1] == UInt8(ascii: ">") { return i + 2 }
            i += 1
        }
        return nil
    }

    /// A `/` can open a regex literal only where an expression can start.
    private func regexMayStartHere() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .regexLiteral, .rightParen, .rightBracket,
             .rightBrace, .rightAngle, .postfixOperator, .postfixQuestion, .exclamation, .interpolationClose, .stringSegment:
            return false
        case .stringQuote:
            return false
        case .keyword:
            switch last.keyword {
            case .`self`, .`Self`, .`super`, .`true`, .`false`, .`nil`, .`init`, .`Any`: return false
            default: return true
            }
        default:
            return true
        }
    }

    /// The end of a `/.../` regex literal at `start`, or nil when it is the division operator.
    private func bareRegexEnd(from start: Int) -> Int? {
        var i = start + 1
        guard i < end else { return nil }
        let first = src[i]
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
            || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == UInt8(ascii: "=") || first == UInt8(ascii: ")") {
            return nil
        }
        var classDepth = 0
        while i < end {
            let b = src[i]
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return nil }
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if b == UInt8(ascii: "[") { classDepth += 1 }
            else if b == UInt8(ascii: "]") && classDepth > 0 { classDepth -= 1 }
            else if b == UInt8(ascii: "/") && classDepth == 0 {
                let before = src[i - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return nil }
                return i + 1
            }
            i += 1
        }
        return nil
    }

    // MARK: Generic angle brackets

    /// Called with `at` on a `<` that directly follows an identifier: scans (bounded) for a
    /// balanced clause of type-like characters and marks its brackets when it is one.
    private mutating func markGenericClause(at open: Int) {
        while nextAngle < angleMarks.count && angleMarks[nextAngle] < open { nextAngle += 1 }
        if nextAngle < angleMarks.count && angleMarks[nextAngle] == open { return }   // already marked
        var depth = 0
        var marks: [Int] = []
        var i = open
        let limit = min(end, open + 2048)
        while i < limit {
            let b = src[i]
            switch b {
            case UInt8(ascii: "<"):
                depth += 1; marks.append(i); i += 1
            case UInt8(ascii: ">"):
                depth -= 1; marks.append(i); i += 1
                if depth == 0 {
                    if isGenericFollower(at: i) {
                        angleMarks.append(contentsOf: marks)
                    }
                    return
                }
            case UInt8(ascii: "-"):
                guard i + 1 < end && src[i + 1] == UInt8(ascii: ">") else { return }
                i += 2
            case UInt8(ascii: "&"):
                if i + 1 < end && src[i + 1] == UInt8(ascii: "&") { return }
                i += 1
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "@"),
                 UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "~"),
                 UInt8(ascii: "`"), UInt8(ascii: "$"):
                i += 1
            default:
                if CharacterClass.isIdentifierBody(b) || b >= 0x80 { i += 1 } else { return }
            }
        }
    }

    /// `func == <T>(...)` and `init?<T>(...)`: a generic clause the identifier rule does not see.
    private func opensGenericParametersOfOperatorOrFailableInit() -> Bool {
        guard tokens.count >= 2 else { return false }
        let previous = tokens[tokens.count - 1]
        let beforePrevious = tokens[tokens.count - 2]
        if beforePrevious.keyword == .func && beforePrevious.kind == .keyword {
            return previous.kind == .infixOperator || previous.kind == .prefixOperator || previous.kind == .postfixOperator
                || previous.kind == .postfixQuestion || previous.kind == .exclamation || previous.kind == .equal
        }
        return (previous.kind == .postfixQuestion || previous.kind == .exclamation) && beforePrevious.keyword == .`init`
    }

    private func isGenericFollower(at i: Int) -> Bool {
        if i >= end { return true }
        switch src[i] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: ">"),
             UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "/"):
            return true
        default:
            return CharacterClass.isIdentifierHead(src[i])   // `-> Result<A, B>in`
        }
    }
}
