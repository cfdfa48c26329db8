/// The kind of one piece of trivia: whitespace, newlines and comments between tokens.
public enum TriviaKind: UInt8, Sendable {
    case spaces, tabs, verticalTabs, formFeeds
    case newlines                  // \n
    case carriageReturns           // \r
    case carriageReturnLineFeeds   // \r\n
    case lineComment               // // ...
    case docLineComment            // /// ...
    case blockComment              // /* ... */ (nested)
    case docBlockComment           // /** ... */
    case shebang                   // #! ... on the first line
    case byteOrderMark
    case unexpectedText            // NUL bytes, merge-conflict marker lines

    /// True for pieces that end a line.
    public var isNewline: Bool {
        self == .newlines || self == .carriageReturns || self == .carriageReturnLineFeeds
    }

    /// True for comments of any kind.
    public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }
}

/// One piece of trivia: its kind and the bytes it covers.
public struct TriviaPiece: Equatable, Sendable {
    public var kind: TriviaKind
    public var range: Range<Int>
}

/// Recognises trivia pieces. The lexer and `SyntaxTree.trivia(in:)` share this one scanner,
/// so the pieces a caller sees are exactly the bytes the lexer skipped.
enum TriviaScanner {
    /// The piece starting at `pos`, or nil when `pos` starts a token.
    /// `atLineStart` enables merge-conflict markers; `trailing` stops at newlines and at
    /// block comments that span lines.
    @inline(__always)
    static func piece(at pos: Int, in src: UnsafeBufferPointer<UInt8>, atLineStart: Bool, trailing: Bool) -> (TriviaKind, Int)? {
        let end = src.count
        let c = src[pos]
        switch c {
        case UInt8(ascii: " "):
            return (.spaces, run(of: c, from: pos, in: src))
        case UInt8(ascii: "\t"):
            return (.tabs, run(of: c, from: pos, in: src))
        case 0x0B:
            return (.verticalTabs, run(of: c, from: pos, in: src))
        case 0x0C:
            return (.formFeeds, run(of: c, from: pos, in: src))
        case UInt8(ascii: "\n"):
            if trailing { return nil }
            return (.newlines, run(of: c, from: pos, in: src))
        case UInt8(ascii: "\r"):
            if trailing { return nil }
            if pos + 1 < end && src[pos + 1] == UInt8(ascii: "\n") {
                var i = pos
                while i + 1 < end && src[i] == UInt8(ascii: "\r") && src[i + 1] == UInt8(ascii: "\n") { i += 2 }
                return (.carriageReturnLineFeeds, i)
            }
            return (.carriageReturns, pos + 1)
        case 0:
            return (.unexpectedText, run(of: 0, from: pos, in: src))
        case UInt8(ascii: "/"):
            guard pos + 1 < end else { return nil }
            let next = src[pos + 1]
            if next == UInt8(ascii: "/") {
                let isDoc = pos + 2 < end && src[pos + 2] == UInt8(ascii: "/")
                return (isDoc ? .docLineComment : .lineComment, endOfLine(from: pos, in: src))
            }
            if next == UInt8(ascii: "*") {
                let close = blockCommentEnd(from: pos, in: src)
                if trailing, src[pos..<close].contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                    return nil
                }
                let isDoc = pos + 2 < end && src[pos + 2] == UInt8(ascii: "*")
                    && !(pos + 3 < end && src[pos + 3] == UInt8(ascii: "/"))
                    && !(pos + 3 < end && src[pos + 3] == UInt8(ascii: "*"))
                return (isDoc ? .docBlockComment : .blockComment, close)
            }
            return nil
        case 0xEF where pos == 0:
            if end >= 3 && src[1] == 0xBB && src[2] == 0xBF { return (.byteOrderMark, 3) }
            return nil
        case UInt8(ascii: "#") where pos == 0 || (pos == 3 && src[0] == 0xEF):
            if pos + 1 < end && src[pos + 1] == UInt8(ascii: "!") { return (.shebang, endOfLine(from: pos, in: src)) }
            return nil
        case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|"):
            if atLineStart && !trailing && isConflictMarker(at: pos, in: src) {
                return (.unexpectedText, endOfLine(from: pos, in: src))
            }
            return nil
        default:
            return nil
        }
    }

    @inline(__always)
    static func run(of byte: UInt8, from pos: Int, in src: UnsafeBufferPointer<UInt8>) -> Int {
        var i = pos + 1
        while i < src.count && src[i] == byte { i += 1 }
        return i
    }

    @inline(__always)
    static func endOfLine(from pos: Int, in src: UnsafeBufferPointer<UInt8>) -> Int {
        var i = pos
        while i < src.count {
            let b = src[i]
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { break }
            i += 1
        }
        return i
    }

    /// The end of the (nested) block comment opening at `pos`; the end of the file if unterminated.
    static func blockCommentEnd(from pos: Int, in src: UnsafeBufferPointer<UInt8>) -> Int {
        var depth = 0
        var i = pos
        let end = src.count
        while i + 1 < end {
            if src[i] == UInt8(ascii: "/") && src[i + 1] == UInt8(ascii: "*") {
                depth += 1; i += 2
            } else if src[i] == UInt8(ascii: "*") && src[i + 1] == UInt8(ascii: "/") {
                depth -= 1; i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return end
    }

    /// `<<<<<<<`, `=======`, `>>>>>>>` or `|||||||` at the start of a line, then a space or the line's end.
    static func isConflictMarker(at pos: Int, in src: UnsafeBufferPointer<UInt8>) -> Bool {
        let c = src[pos]
        guard pos + 7 <= src.count else { return false }
        for i in 1..<7 where src[pos + i] != c { return false }
        if pos + 7 == src.count { return true }
        let after = src[pos + 7]
        return after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r")
    }

    /// Splits a trivia byte range into pieces.
    static func pieces(in range: Range<Int>, of src: UnsafeBufferPointer<UInt8>, trailing: Bool) -> [TriviaPiece] {
        var result: [TriviaPiece] = []
        var pos = range.lowerBound
        var atLineStart = pos == 0 || src[pos - 1] == UInt8(ascii: "\n") || src[pos - 1] == UInt8(ascii: "\r")
        while pos < range.upperBound {
            if let (kind, end) = piece(at: pos, in: UnsafeBufferPointer(rebasing: src[..<range.upperBound]), atLineStart: atLineStart, trailing: trailing) {
                result.append(TriviaPiece(kind: kind, range: pos..<end))
                atLineStart = kind.isNewline
                pos = end
            } else {
                // Cannot happen for ranges the lexer produced; keep every byte anyway.
                result.append(TriviaPiece(kind: .unexpectedText, range: pos..<range.upperBound))
                break
            }
        }
        return result
    }
}
