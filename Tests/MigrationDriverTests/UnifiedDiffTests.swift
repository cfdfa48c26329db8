import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

final class UnifiedDiffTests: XCTestCase {
    func testHeaderHunkAndContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(UnifiedDiff.make(path: "Sources/A.swift", old: Array(old.utf8), new: Array(new.utf8)), """
        diff --git a/Sources/A.swift b/Sources/A.swift
        --- a/Sources/A.swift
        +++ b/Sources/A.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    func testNearbyChangesShareAHunkAndFarOnesDoNot() {
        let old = (1...30).map { "\($0)\n" }.joined()
        var lines = (1...30).map { "\($0)\n" }
        lines[4] = "five\n"; lines[10] = "eleven\n"; lines[25] = "twenty-six\n"
        let diff = UnifiedDiff.make(path: "a", old: Array(old.utf8), new: Array(lines.joined().utf8))
        XCTAssertEqual(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") }, ["@@ -2,13 +2,13 @@", "@@ -23,7 +23,7 @@"])
    }

    func testNoNewlineAtEndOfFileAndCRLF() {
        let diff = UnifiedDiff.make(path: "a", old: Array("a\r\nb\r\nc".utf8), new: Array("a\r\nB\r\nc\r\n".utf8))
        XCTAssertEqual(diff, "diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n-c\n\\ No newline at end of file\n+B\r\n+c\r\n")
    }

    func testEmptySidesAreNumberedFromTheLineBefore() {
        XCTAssertTrue(UnifiedDiff.make(path: "a", old: [], new: Array("x\n".utf8)).hasSuffix("@@ -0,0 +1 @@\n+x\n"))
        XCTAssertTrue(UnifiedDiff.make(path: "a", old: Array("x\ny\n".utf8), new: Array("x\n".utf8)).hasSuffix("@@ -1,2 +1 @@\n x\n-y\n"))
        XCTAssertEqual(UnifiedDiff.make(path: "a", old: Array("same".utf8), new: Array("same".utf8)), "")
    }

    func testPathsThatGitQuotes() {
        let diff = UnifiedDiff.make(path: "we\"ird\\name.swift", old: Array("a\n".utf8), new: Array("b\n".utf8))
        XCTAssertTrue(diff.hasPrefix("diff --git \"a/we\\\"ird\\\\name.swift\" \"b/we\\\"ird\\\\name.swift\"\n"))
        XCTAssertTrue(UnifiedDiff.make(path: "Vues/Écran.swift", old: Array("a\n".utf8), new: Array("b\n".utf8)).hasPrefix("diff --git a/Vues/Écran.swift b/Vues/Écran.swift\n"))
    }

    /// Random edits of random files: applying the diff to the old text gives the new text, and
    /// no hunk holds more than 3 unchanged lines at its ends.
    func testRandomDiffsApplyBack() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let old = randomLines(&generator)
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let position = Int.random(in: 0...new.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where position < new.count: new.remove(at: position)
                case 1: new.insert("inserted \(Int.random(in: 0..<5, using: &generator))\n", at: position)
                default: if position < new.count { new[position] = "changed\n" }
                }
            }
            if Bool.random(using: &generator), let last = new.popLast() { new.append(String(last.dropLast())) }
            let oldBytes = Array(old.joined().utf8), newBytes = Array(new.joined().utf8)
            let diff = UnifiedDiff.make(path: "f", old: oldBytes, new: newBytes)
            XCTAssertEqual(try PatchApplier.apply(diff, to: oldBytes), newBytes, "\(diff)")
        }
    }

    func testGitApplyAndPatchAcceptTheDiff() throws {
        guard let git = Subprocess.findOnPath("git"), let patch = Subprocess.findOnPath("patch") else { throw XCTSkip("git or patch not on PATH") }
        let scratch = TemporaryDirectory()
        let cases: [(String, String, String)] = [
            ("Plain.swift", "struct A {\n    var x = 1\n}\n", "struct A {\n    var x = 2\n}\n"),
            ("CRLF.swift", "struct A {\r\n    var x = 1\r\n}\r\n", "struct A {\r\n    var y = 1\r\n}\r\n"),
            ("NoNewline.swift", "let a = 1\nlet b = 2", "let a = 1\nlet b = 3"),
            ("Dir With Space/Émoji 🎉.swift", "a\nb\nc\n", "a\nc\n"),
        ]
        var combined = ""
        for (path, old, new) in cases {
            for copy in ["git", "patch", "expected"] { scratch.write("\(copy)/\(path)", copy == "expected" ? new : old) }
            combined += UnifiedDiff.make(path: path, old: Array(old.utf8), new: Array(new.utf8))
        }
        let patchFile = scratch.write("changes.patch", combined)
        let gitRun = Subprocess.run(git, ["apply", "--whitespace=nowarn", patchFile], in: scratch.path + "/git")
        XCTAssertEqual(gitRun?.status, 0, String(decoding: gitRun?.standardError ?? Data(), as: UTF8.self))
        let patchRun = Subprocess.run(patch, ["-p1", "--batch", "-i", patchFile], in: scratch.path + "/patch")
        XCTAssertEqual(patchRun?.status, 0, String(decoding: (patchRun?.standardOutput ?? Data()) + (patchRun?.standardError ?? Data()), as: UTF8.self))
        for (path, _, _) in cases {
            XCTAssertEqual(scratch.text("git/\(path)"), scratch.text("expected/\(path)"), path)
            XCTAssertEqual(scratch.text("patch/\(path)"), scratch.text("expected/\(path)"), path)
        }
    }

    func testColorsWrapLinesWithoutChangingThem() {
        let diff = UnifiedDiff.make(path: "a", old: Array("x\n".utf8), new: Array("y\n".utf8))
        let colored = DiffColors.colorize(diff)
        XCTAssertTrue(colored.contains("\u{1B}[31m-x\u{1B}[m\n"))
        XCTAssertEqual(colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), diff)
    }

    private func randomLines(_ generator: inout SeededGenerator) -> [String] {
        (0..<Int.random(in: 0...14, using: &generator)).map { _ in "line \(Int.random(in: 0..<6, using: &generator))\n" }
    }
}

/// Applies a one-file unified diff strictly: every context and removed line must match.
enum PatchApplier {
    struct Mismatch: Error {}

    static func apply(_ diff: String, to old: [UInt8]) throws -> [UInt8] {
        let oldLines = Lines(old)
        let lines = Array(diff.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var out: [UInt8] = []
        var cursor = 0
        for i in lines.indices.dropFirst(3) where !lines[i].isEmpty {
            let line = lines[i]
            switch line.first! {
            case UInt8(ascii: "@"):
                // @@ -start[,count] +start[,count] @@
                let range = String(decoding: line, as: UTF8.self).split(separator: " ")[1].dropFirst().split(separator: ",")
                let start = Int(range[0])!, count = range.count > 1 ? Int(range[1])! : 1
                let firstOld = count == 0 ? start : start - 1
                while cursor < firstOld { out += oldLines[cursor]; cursor += 1 }
            case UInt8(ascii: "\\"):
                continue
            case let marker:
                let noNewline = i + 1 < lines.count && lines[i + 1].first == UInt8(ascii: "\\")
                let content = Array(line.dropFirst()) + (noNewline ? [] : [UInt8(ascii: "\n")])
                if marker != UInt8(ascii: "+") {
                    guard cursor < oldLines.count, Array(oldLines[cursor]) == content else { throw Mismatch() }
                    cursor += 1
                }
                if marker != UInt8(ascii: "-") { out += content }
            }
        }
        while cursor < oldLines.count { out += oldLines[cursor]; cursor += 1 }
        return out
    }
}
