/// Byte and Unicode-scalar classification for the lexer (Swift's "Lexical Structure").
enum CharacterClass {
    // ASCII sets as 128-bit bitmaps (bit `b` of `low` for bytes below 64, bit `b - 64` of
    // `high` for the rest): a membership test is a shift and a mask, with no memory access.
    private static let digitsLow: UInt64 = 0x03FF_0000_0000_0000          // 0-9
    private static let dollarLow: UInt64 = 1 << 36                       // $
    private static let lettersAndUnderscoreHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE   // A-Z _ a-z

    @inline(__always)
    private static func isMember(_ b: UInt8, low: UInt64, high: UInt64) -> Bool {
        let word = b < 64 ? low : high
        return b < 128 && (word >> UInt64(b & 63)) & 1 != 0
    }

    /// a-z, A-Z, _
    @inline(__always)
    static func isIdentifierHead(_ b: UInt8) -> Bool { isMember(b, low: 0, high: lettersAndUnderscoreHigh) }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// a-z, A-Z, _, 0-9
    @inline(__always)
    static func isIdentifierBody(_ b: UInt8) -> Bool { isMember(b, low: digitsLow, high: lettersAndUnderscoreHigh) }

    /// An ASCII byte that continues an identifier: a-z, A-Z, _, 0-9 and `$`.
    @inline(__always)
    static func continuesIdentifier(_ b: UInt8) -> Bool { isMember(b, low: digitsLow | dollarLow, high: lettersAndUnderscoreHigh) }

    /// A byte that may start a trivia piece other than spaces, tabs and LFs (which callers
    /// test first): NUL, VT, FF, CR, `#` (a shebang), `/` (comments), `<`, `=`, `>`, `|`
    /// (merge-conflict markers) and 0xEF (a byte order mark). Any other byte starts a token.
    @inline(__always)
    static func mayStartOtherTrivia(_ b: UInt8) -> Bool { isMember(b, low: otherTriviaLow, high: otherTriviaHigh) || b == 0xEF }
    private static let otherTriviaLow: UInt64 = 1 << 0 | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D | 1 << 35 | 1 << 47 | 1 << 60 | 1 << 61 | 1 << 62
    private static let otherTriviaHigh: UInt64 = 1 << (124 - 64)

    /// A byte that may start trailing trivia: a space, a tab or one of `mayStartOtherTrivia`
    /// (most tokens are followed by a line break or by the next token at once).
    @inline(__always)
    static func mayStartTrailingTrivia(_ b: UInt8) -> Bool {
        isMember(b, low: otherTriviaLow | 1 << 0x20 | 1 << 0x09, high: otherTriviaHigh) || b == 0xEF
    }

    /// How many of the first bytes in memory of `word` (loaded little-endian) are ASCII letters
    /// or digits, 0 to 8: eight bytes tested at once, for identifiers.
    @inline(__always)
    static func letterOrDigitPrefixLength(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones << 7
        // With each byte's high bit set, subtracting `c` borrows from no other byte, and leaves
        // the high bit set exactly where the byte's low seven bits are at least `c`.
        func atLeast(_ bytes: UInt64, _ c: UInt8) -> UInt64 { ((bytes | high) &- ones &* UInt64(c)) & high }
        let low7 = word & ~high
        let folded = low7 | ones &* 0x20   // A-Z onto a-z
        let letters = atLeast(folded, UInt8(ascii: "a")) & ~atLeast(folded, UInt8(ascii: "z") + 1)
        let digits = atLeast(low7, UInt8(ascii: "0")) & ~atLeast(low7, UInt8(ascii: "9") + 1)
        let misses = ~((letters | digits) & ~word) & high   // ~word: non-ASCII bytes miss
        return misses.trailingZeroBitCount / 8
    }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }

    /// ASCII operator characters: / = - + ! * % < > & | ^ ~ ?
    @inline(__always)
    static func isOperatorASCII(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Decodes the UTF-8 scalar at `pos`; nil when the bytes are not valid UTF-8.
    static func decodeScalar(at pos: Int, in src: UnsafeBufferPointer<UInt8>) -> (scalar: UInt32, length: Int)? {
        let b0 = src[pos]
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07)
        default: return nil
        }
        guard pos + length <= src.count else { return nil }
        for i in 1..<length {
            let b = src[pos + i]
            guard b & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(b & 0x3F)
        }
        // Reject overlong forms, surrogates and values past U+10FFFF.
        if (length == 3 && value < 0x800) || (length == 4 && (value < 0x10000 || value > 0x10FFFF)) { return nil }
        if value >= 0xD800 && value <= 0xDFFF { return nil }
        return (value, length)
    }

    /// Unicode scalars Swift accepts as operator characters (operator-head and operator-character).
    static func isOperatorScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks and other scalars that may continue (not start) an operator.
    static func isOperatorContinuationScalar(_ v: UInt32) -> Bool {
        isOperatorScalar(v) || (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v)
            || (0xE0100...0xE01EF).contains(v)
    }
}
