/// Tests of a text's first character that skip the Unicode property tables when the text starts
/// with ASCII. Each answers exactly what `first?.isUppercase == true` (and so on) answers: when
/// the first two bytes are ASCII (or the text is one byte long), the first character is that one
/// ASCII scalar, whose only uppercase letters are A–Z, letters A–Z and a–z, numbers 0–9.
extension StringProtocol {
    /// `first?.isUppercase == true`
    @inlinable public var firstIsUppercase: Bool {
        switch firstASCII {
        case .some(let b): return isASCIIUppercase(b)
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
    @inlinable var firstASCII: UInt8? { SwiftCST.firstASCII(ofUTF8: utf8) }
}

/// The first byte of the UTF-8 `bytes` when it is a whole character on its own (ASCII, followed
/// by ASCII or nothing).
@inlinable func firstASCII<Bytes: Sequence<UInt8>>(ofUTF8 bytes: Bytes) -> UInt8? {
    var bytes = bytes.makeIterator()
    guard let first = bytes.next(), first < 0x80 else { return nil }
    guard let second = bytes.next() else { return first }
    return second < 0x80 ? first : nil
}

/// True for A–Z, the only uppercase letters among ASCII scalars.
@inlinable func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

extension SyntaxTree {
    /// `text(i).firstIsUppercase`, read from the bytes when the text starts with ASCII (without
    /// building the string).
    public func tokenTextFirstIsUppercase(_ i: Int) -> Bool {
        if let first = firstASCII(ofUTF8: bytes[textRange(i)]) { return isASCIIUppercase(first) }
        return text(i).firstIsUppercase
    }
}
