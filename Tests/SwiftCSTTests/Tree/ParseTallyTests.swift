import SwiftCST
import XCTest

final class ParseTallyTests: XCTestCase {
    func testCountsFilesBytesNodesAndRoundTrips() {
        var tally = ParseTally()
        XCTAssertEqual(tally.unknownNodePercent, 0)
        XCTAssertEqual(tally.unknownBytePercent, 0)
        let source = Array("struct A {\n    var x = 1\n}\n".utf8)
        let tree = SyntaxTree(bytes: source)
        tally.add(tree, source: source, path: "A.swift")
        XCTAssertEqual(tally.files, 1)
        XCTAssertEqual(tally.bytes, source.count)
        XCTAssertEqual(tally.nodes, tree.nodes.count)
        XCTAssertEqual(tally.unknownNodes, 0)
        XCTAssertEqual(tally.failures, [])
        // A tree that does not print back to the bytes given is a round-trip failure.
        tally.add(tree, source: Array("struct B {}\n".utf8), path: "B.swift")
        XCTAssertEqual(tally.files, 2)
        XCTAssertEqual(tally.failures, ["B.swift"])
    }

    func testCountsOnlyOutermostUnknownNodes() {
        var tally = ParseTally()
        let source = Array("struct A {}\n}}}@@@ ((( \n".utf8)
        let tree = SyntaxTree(bytes: source)
        tally.add(tree, source: source, path: "Odd.swift")
        let outermost = tree.nodes(ofKind: .unknown).filter { $0.ancestor(.unknown) == nil }
        XCTAssertGreaterThan(outermost.count, 0)
        XCTAssertEqual(tally.unknownNodes, outermost.count)
        XCTAssertEqual(tally.unknownBytes, outermost.reduce(0) { $0 + $1.range.count })
        XCTAssertEqual(tally.unknownNodePercent, Double(outermost.count) / Double(tree.nodes.count) * 100)
        XCTAssertEqual(tally.failures, [])
    }
}
