@testable import SwiftCST
import TestSupport
import XCTest

final class CharacterClassTests: XCTestCase {
    /// The bitmap tests answer as the plain ranges do, for every byte.
    func testBitmapsMatchTheirRanges() {
        for value in 0...255 {
            let b = UInt8(value)
            let letter = (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            let head = letter || b == UInt8(ascii: "_")
            let body = head || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            XCTAssertEqual(CharacterClass.isIdentifierHead(b), head, "byte \(b)")
            XCTAssertEqual(CharacterClass.isIdentifierBody(b), body, "byte \(b)")
            XCTAssertEqual(CharacterClass.continuesIdentifier(b), body || b == UInt8(ascii: "$"), "byte \(b)")
        }
    }

    /// Eight bytes tested at once answer as a byte-by-byte scan does: every byte value at every
    /// position, and words of mixed bytes.
    func testLetterOrDigitPrefixLength() {
        func isLetterOrDigit(_ b: UInt8) -> Bool { CharacterClass.isIdentifierBody(b) && b != UInt8(ascii: "_") }
        func plainLength(_ bytes: [UInt8]) -> Int { bytes.firstIndex { !isLetterOrDigit($0) } ?? 8 }
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = Array("aZ09bYz8".utf8)
                bytes[position] = UInt8(value)
                XCTAssertEqual(CharacterClass.letterOrDigitPrefixLength(word(bytes)), plainLength(bytes), "\(bytes)")
            }
        }
        var generator = SeededGenerator(seed: 3)
        let alphabet = Array("azAZ09_$@[`{/:".utf8) + [0x00, 0x7F, 0x80, 0xC1, 0xDA, 0xFA, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in alphabet.randomElement(using: &generator)! }
            XCTAssertEqual(CharacterClass.letterOrDigitPrefixLength(word(bytes)), plainLength(bytes), "\(bytes)")
        }
    }
}
