@testable import SwiftCST
import XCTest

final class KeywordLookupTests: XCTestCase {
    /// Every keyword is found, whether its bytes end the buffer (packed byte by byte) or are
    /// followed by more (packed with word loads); near misses are not.
    func testEveryKeywordAndNoNearMiss() {
        for keyword in Keyword.allCases where keyword != .none {
            let word = Array(keyword.text.utf8)
            let padding = Array(repeating: UInt8(ascii: " "), count: 30)
            XCTAssertEqual(lookup(word, in: word), keyword)
            XCTAssertEqual(lookup(word, in: word + padding), keyword)
            XCTAssertEqual(lookup(word, in: padding + word + Array("xyz".utf8)), keyword)
            for miss in [Array(word.dropLast()), word + [UInt8(ascii: "s")], [UInt8(ascii: "_")] + word] {
                let expected = Keyword.allCases.first { $0 != .none && Array($0.text.utf8) == miss } ?? .none
                XCTAssertEqual(lookup(miss, in: miss), expected, String(decoding: miss, as: UTF8.self))
                XCTAssertEqual(lookup(miss, in: miss + padding), expected, String(decoding: miss, as: UTF8.self))
            }
        }
        XCTAssertEqual(lookup(Array("x".utf8), in: Array("x".utf8)), .none)
        XCTAssertEqual(lookup(Array("unsafeMutableAddressX".utf8), in: Array("unsafeMutableAddressX".utf8)), .none)
    }

    /// Looks `word` up where it occurs (last) in `buffer`.
    private func lookup(_ word: [UInt8], in buffer: [UInt8]) -> Keyword {
        let start = buffer.indices.reversed().first { buffer[$0...].starts(with: word) } ?? 0
        return buffer.withUnsafeBufferPointer { Keyword.Table().keyword($0[start..<(start + word.count)]) }
    }
}
