import Foundation
import SwiftCST
import XCTest

/// Large and deeply nested inputs parse and round-trip without exhausting the stack. The
/// parser keeps nesting past `Parser.maxDepth` in one balanced `unknown` node; every input
/// here is parsed on a thread with a 512 KB stack (a secondary thread's default on Darwin),
/// so a debug build proves the limit is safe. Timings live in `Benchmarks/parse.sh`.
final class ScalingTests: XCTestCase {
    /// Parses `bytes` on a thread with a 512 KB stack and checks the round trip.
    @discardableResult
    private func parseOnSmallStack(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
        final class Box: @unchecked Sendable { var tree: SyntaxTree? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.tree = SyntaxTree(bytes: bytes)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        let tree = box.tree!
        XCTAssertTrue(tree.printed() == bytes, "\(label) round trip", file: file, line: line)
        XCTAssertEqual(TreeInvariants.nodeNesting(tree), [], label, file: file, line: line)
        return tree
    }

    private func repeated(_ open: String, _ middle: String, _ close: String, _ count: Int) -> [UInt8] {
        Array((String(repeating: open, count: count) + middle + String(repeating: close, count: count)).utf8)
    }

    func testDeepNestingOfEveryBracketKind() {
        let depth = 10_000
        let cases: [(String, String, String)] = [
            ("(", "x", ")"), ("[", "x", "]"), ("{", "x", "}"), ("f(", "x", ")"), ("{ a in ", "x", " }"),
            ("if a { ", "x", " }"), ("struct A { ", "var x = 1", " }"), ("A<", "Int", ">"), ("#if X\n", "x\n", "#endif\n"),
            ("x\n#if X\n", ".a()\n", "#endif\n"), ("\"\\(", "x", ")\""), ("let x: [", "Int", "]"), ("try ", "x", ""),
            ("-", "x", ""), ("a ? ", "b", " : c"), ("case let ", "x", ""), ("@A(", "x", ") var y"), ("func f() -> (", "Int", ")"),
            ("{ [", "x", "] }"), ("([{", "x", "}])"),
        ]
        for (open, middle, close) in cases {
            let tree = parseOnSmallStack(repeated(open, middle, close, depth), "\(depth) × \(open.debugDescription)")
            XCTAssertLessThan(tree.nodes.count, 8 * tree.tokens.count, open)
        }
    }

    func testUnbalancedDeepNesting() {
        for open in ["(", "[", "{", "f(", "{ a in ", "#if X\n", "\"\\("] {
            parseOnSmallStack(Array(String(repeating: open, count: 10_000).utf8), "10000 unclosed \(open.debugDescription)")
        }
        parseOnSmallStack(Array(String(repeating: ")]}", count: 10_000).utf8), "10000 stray closers")
        // The look-ahead deciding whether an `#if` in a switch guards cases skips nested `#if` lines.
        parseOnSmallStack(Array(("switch x {\ncase 1:\n" + String(repeating: "#if X\n", count: 100_000)).utf8), "100000 #if lines in a case")
    }

    func testNestingWithinTheLimitIsParsedNotUnknown() {
        let tree = parseOnSmallStack(repeated("f(", "x", ")", 100), "100 nested calls")
        XCTAssertEqual(tree.unknownNodeCount, 0)
        XCTAssertEqual(tree.nodes(ofKind: .callSuffix).count, 100)
    }

    func testHundredThousandLineFile() {
        let unit = """
        /// A view.
        struct Row: View {
            @State private var isOn = false // toggled
            var body: some View {
                Toggle("On", isOn: $isOn)
                    .padding()
            }
        }

        """
        let source = String(repeating: unit, count: 100_000 / 10)
        let tree = parseOnSmallStack(Array(source.utf8), "100,000 lines")
        XCTAssertEqual(tree.nodes(ofKind: .typeDecl).count, 10_000)
        XCTAssertEqual(tree.unknownNodeCount, 0)
    }

    func testOneMegabyteStringLiterals() {
        let content = String(repeating: "abcdefgh \\(x) \\\" ", count: 1 << 16)
        for (open, close) in [("\"", "\""), ("\"\"\"\n", "\n\"\"\""), ("#\"", "\"#"), ("\"", "")] {
            let bytes = Array(("let s = " + open + content + close + "\nlet t = 1").utf8)
            let tree = parseOnSmallStack(bytes, "1 MB string \(open.debugDescription)")
            XCTAssertEqual(tree.nodes(ofKind: .variableDecl).count, 2, open)
        }
        parseOnSmallStack(Array(("/*" + String(repeating: "/* a */ b ", count: 1 << 17) + "*/").utf8), "1 MB comment")
        parseOnSmallStack(Array(("let " + String(repeating: "a", count: 1 << 20)).utf8), "1 MB identifier")
    }
}
