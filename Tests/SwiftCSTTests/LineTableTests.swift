import SwiftCST
import TestSupport
import XCTest

final class LineTableTests: XCTestCase {
    /// Line starts found eight bytes at a time agree with a byte-by-byte reading, for texts
    /// dense in LF, CR and CRLF at every alignment.
    func testLineStartsMatchAPlainScan() {
        var generator = SeededGenerator(seed: 5)
        let alphabet: [UInt8] = [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "a"), 0x0B, 0x0C, 0x8A, 0x8D, 0xFF, 0x00]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let table = LineTable(bytes)
            var line = 1
            var lineStart = 0
            for offset in 0...bytes.count {
                XCTAssertEqual(table.location(of: offset), SourceLocation(line: line, column: offset - lineStart + 1), "\(bytes) at \(offset)")
                if offset < bytes.count {
                    let isBreak = bytes[offset] == UInt8(ascii: "\n")
                        || (bytes[offset] == UInt8(ascii: "\r") && !(offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n")))
                    if isBreak { line += 1; lineStart = offset + 1 }
                }
            }
        }
    }
}
