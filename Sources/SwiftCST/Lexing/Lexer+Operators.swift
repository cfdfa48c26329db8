/// The lexer's operators, and what only the surrounding text tells apart from one: bare
/// `/.../` regex literals, `<#placeholders#>`, and the angle brackets of generic clauses.
extension Lexer {
    // MARK: Operators

    mutating func lexOperator() -> TokenKind {
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
    mutating func markGenericClause(at open: Int) {
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
