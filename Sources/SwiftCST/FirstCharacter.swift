/// Tests of a text's first character that skip the Unicode property tables when the text starts
/// with ASCII. Each answers exactly what `first?.isUppercase == true` (and so on) answers: when
/// the first two bytes are ASCII (or the text is one byte long), the first character is that one
/// ASCII scalar, whose only uppercase letters are A–Z, letters A–Z and a–z, numbers 0–9.
extension StringProtocol {
    /// `first?.isUppercase == true`
    @inlinable public var firstIsUppercase: Bool {
        switch firstASCII {
        case .some(let b): return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
        case .none: return first?.isUppercase == true
        }
    }

    /// `first?.isLetter == true`
    @inlinable public var firstIsLetter: Bool {
        switch firstASCII {
        case .some(let b): return (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        case .none: return first?.isLetter == true
        }
    }

    /// `first?.isNumber == true`
    @inlinable public var firstIsNumber: Bool {
        switch firstASCII {
        case .some(let b): return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
        case .none: return first?.isNumber == true
        }
    }

    /// The first byte when it is a whole character on its own (ASCII, followed by ASCII or nothing).
    @inlinable var firstASCII: UInt8? {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return nil }
        guard let second = bytes.next() else { return first }
        return second < 0x80 ? first : nil
    }
}

extension SyntaxTree {
    /// `text(i).firstIsUppercase`, read from the bytes when the text starts with ASCII (without
    /// building the string).
    public func tokenTextFirstIsUppercase(_ i: Int) -> Bool {
        let range = textRange(i)
        if let first = range.first.map({ bytes[$0] }), first < 0x80, range.count == 1 || bytes[range.lowerBound + 1] < 0x80 {
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        }
        return text(i).firstIsUppercase
    }
}
