@testable import SwiftCST
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
}
