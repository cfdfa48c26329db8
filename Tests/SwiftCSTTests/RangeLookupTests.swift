import SwiftCST
import TestSupport
import XCTest

final class RangeLookupTests: XCTestCase {
    /// Agrees with comparing every range, on random ranges (empty ones, overlaps and shared ends included).
    func testAgreesWithComparingEveryRange() {
        var generator = SeededGenerator(seed: 20)
        for _ in 0..<300 {
            let ranges = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> Range<Int> in
                let start = Int.random(in: 0...40, using: &generator)
                return start..<(start + Int.random(in: 0...6, using: &generator))
            }
            let lookup = RangeLookup(ranges)
            for offset in -1...48 {
                XCTAssertEqual(lookup.contains(offset), ranges.contains { $0.contains(offset) }, "\(ranges) \(offset)")
                let probe = offset..<(offset + Int.random(in: 0...4, using: &generator))
                XCTAssertEqual(lookup.touches(probe), ranges.contains { $0.lowerBound <= probe.upperBound && probe.lowerBound <= $0.upperBound },
                               "\(ranges) \(probe)")
                XCTAssertEqual(lookup.touches(probe), ranges.contains { TextEdit.contact($0, probe) >= .adjacent }, "\(ranges) \(probe)")
            }
        }
    }
}
