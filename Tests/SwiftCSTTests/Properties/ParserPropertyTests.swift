import Foundation
import SwiftCST
import TestSupport
import XCTest

/// Property tests over generated inputs (a fixed seed, so every run sees the same ones):
/// whatever the bytes, parsing never crashes, printing gives them back, the tree satisfies
/// `TreeInvariants`, and parsing the printed bytes again builds the same tree.
/// `SWIFTCST_PROPERTY_SCALE=N` runs N times as many inputs.
final class ParserPropertyTests: XCTestCase {
    private let scale = Int(ProcessInfo.processInfo.environment["SWIFTCST_PROPERTY_SCALE"] ?? "") ?? 1

    /// Fragments that stress the lexer's modes and the parser's recovery.
    private static let fragments: [[UInt8]] = {
        let texts = [
            "\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "/", "*", "/*", "*/", "//", "///", "{", "}", "(", ")", "[", "]",
            "<", ">", "\n", "\r", "\r\n", " ", "  ", "\t", "0", "1.5", "0x1p3", "a", "x", "if", "#if", "#elseif", "#else", "#endif",
            "let", "var", "class", "struct", "func", "init", "get", "set", "didSet", "in", "case", "switch", "default", ".", ",",
            ":", ";", "?", "!", "=", "==", "->", "@", "$0", "$x", "`", "é", "π", "#/", "/#", "<#", "#>", "<<<<<<< ", "=======",
            ">>>>>>> ", "#Preview", "#available", "@State", "some", "return", "where", "extension", "enum", "protocol", "actor",
        ]
        return texts.map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xE2, 0x82], [0xEF, 0xBB, 0xBF], [0xF0, 0x9F, 0x98]]
    }()

    private func randomInput(using rng: inout SeededGenerator) -> [UInt8] {
        if Int.random(in: 0..<8, using: &rng) == 0 {
            return (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        }
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...80, using: &rng) {
            bytes += Self.fragments.randomElement(using: &rng)!
        }
        return bytes
    }

    /// Checks every property on `bytes`; returns false (after reporting) when one fails.
    @discardableResult
    private func check(_ bytes: [UInt8], _ label: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let tree = SyntaxTree(bytes: bytes)
        let printed = tree.printed()
        let violations = TreeInvariants.violations(in: tree)
        let reparsed = SyntaxTree(bytes: printed)
        let stable = reparsed.nodes.count == tree.nodes.count
            && zip(reparsed.nodes, tree.nodes).allSatisfy { $0.kind == $1.kind && $0.firstToken == $1.firstToken && $0.endToken == $1.endToken }
        guard printed == bytes && violations.isEmpty && stable else {
            XCTFail("\(label()): round trip \(printed == bytes), violations \(violations), stable \(stable); input \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                    file: file, line: line)
            return false
        }
        return true
    }

    func testRandomSwiftishBytes() {
        var rng = SeededGenerator(seed: 0x5317_C57)
        for i in 0..<5000 * scale {
            if !check(randomInput(using: &rng), "random input \(i)") { return }
        }
    }

    func testMutatedToolchainFiles() throws {
        let files = Corpus.toolchainFiles
        try XCTSkipIf(files.isEmpty, "no Swift toolchain found")
        var rng = SeededGenerator(seed: 0xC0FF_EE)
        for i in 0..<600 * scale {
            let url = files.randomElement(using: &rng)!
            let whole = [UInt8](try Data(contentsOf: url))
            // A window of the file keeps the test fast; windows starting mid-token are good inputs too.
            let start = Int.random(in: 0...max(0, whole.count - 1), using: &rng)
            var bytes = Array(whole[start..<min(whole.count, start + Int.random(in: 1...8192, using: &rng))])
            let mutations = Int.random(in: 1...4, using: &rng)
            for _ in 0..<mutations { mutate(&bytes, using: &rng) }
            if !check(bytes, "mutation \(i) of \(url.lastPathComponent) at \(start)") { return }
        }
    }

    /// Deletes, duplicates or swaps random ranges of `bytes`.
    private func mutate(_ bytes: inout [UInt8], using rng: inout SeededGenerator) {
        guard bytes.count > 2 else { return }
        func randomRange() -> Range<Int> {
            let lower = Int.random(in: 0..<bytes.count, using: &rng)
            return lower..<min(bytes.count, lower + Int.random(in: 1...256, using: &rng))
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            bytes.removeSubrange(randomRange())
        case 1:
            let range = randomRange()
            bytes.insert(contentsOf: bytes[range], at: Int.random(in: 0...bytes.count, using: &rng))
        default:
            let a = randomRange(), b = randomRange()
            guard a.upperBound <= b.lowerBound || b.upperBound <= a.lowerBound else { return }
            let (first, second) = a.lowerBound < b.lowerBound ? (a, b) : (b, a)
            bytes = Array(bytes[..<first.lowerBound] + bytes[second] + bytes[first.upperBound..<second.lowerBound] + bytes[first] + bytes[second.upperBound...])
        }
    }

    func testWellFormedInputsAlsoSatisfyTheInvariants() {
        for source in ["", "\n", "a", "struct A { var b: Int { get } }", "x.y(z) { $0 }\n#if A\n.b()\n#endif"] {
            check(Array(source.utf8), source)
        }
    }
}
