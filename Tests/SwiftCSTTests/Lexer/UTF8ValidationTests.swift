import SwiftCST
import TestSupport
import XCTest

final class UTF8ValidationTests: XCTestCase {
    /// The offset reported is where the longest valid prefix ends, as the standard library sees it.
    func testTheOffsetEndsTheLongestValidPrefix() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<3000 {
            let ascii = Array("abcdefghijk".utf8.prefix(Int.random(in: 0...11, using: &generator)))
            let bytes = ascii + (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                UInt8.random(in: 0x60...0xFF, using: &generator)
            }
            let valid = (0...bytes.count).last { String(validating: bytes[..<$0], as: UTF8.self) != nil }!
            XCTAssertEqual(UTF8Validation.firstInvalidOffset(bytes), valid == bytes.count ? nil : valid, "\(bytes)")
        }
    }
}
