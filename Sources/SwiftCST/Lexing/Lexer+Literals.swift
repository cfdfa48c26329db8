/// The lexer's literals that span several tokens or carry their own delimiters: string
/// literals (with their interpolations, through the mode stack) and everything that starts
/// with `#`: directives, macro names, raw strings and extended regex literals.
extension Lexer {
    // MARK: Strings

    /// Lexes an opening delimiter (`pounds` `#` already counted at `pos - pounds`... `pos` is at the quote).
    mutating func openString(pounds: Int) -> TokenKind {
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
    mutating func lexStringPart(pounds: Int, multiline: Bool) {
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
                    tokens[tokens.count - 1].trailingEnd = offset(pos)
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
                    tokens[tokens.count - 1].trailingEnd = offset(pos)
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

    mutating func lexPound() -> TokenKind {
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
}
