import Foundation
import MigrationKit
import SwiftCST
import XCTest

/// The snapshot runner checks what it claims to: a fake transform and cases written to a
/// temporary folder, with right and wrong expectations.
final class SnapshotRunnerTests: XCTestCase {
    /// Renames identifiers `foo` to `bar`; warns at every `baz`.
    struct RenameFoo: Transform {
        static let id = "rename-foo"
        static let summary = "renames foo"
        static let documentation = ""
        static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10))
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            for node in file.tree.nodes(ofKind: .identifierExpr) {
                if node.isIdentifier("foo") { result.edits.append(TextEdit(range: node.range, replacement: "bar")) }
                if node.isIdentifier("baz") { result.warn(at: node, "baz is not renamed") }
            }
            return result
        }
    }

    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)/rename-foo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func run() -> [String: [String]] {
        var runner = SnapshotRunner(registry: [RenameFoo.self])
        runner.record = false
        var failures: [String: [String]] = [:]
        for snapshot in SnapshotCase.all(in: folder.deletingLastPathComponent()) {
            failures[snapshot.name] = runner.run(snapshot).failures
        }
        return failures
    }

    func testMatchingExpectationsPass() throws {
        try write("plain.input.swift", "let x = foo + 1\n")
        try write("plain.output.swift", "let x = bar + 1\n")
        try write("warns.input.swift", "let y = baz\n")
        try write("warns.diagnostics", "warns.input.swift:1:9: warning: baz is not renamed [rename-foo]\n")
        try write("untouched.input.swift", "// foo in a comment, \"foo\" in a string\nlet s = \"foo\"\n")
        try write("multi/A.input.swift", "let a = foo\n")
        try write("multi/A.output.swift", "let a = bar\n")
        try write("multi/B.input.swift", "let b = 2\n")
        XCTAssertEqual(run(), ["plain": [], "warns": [], "untouched": [], "multi": []])
    }

    func testWrongOutputFails() throws {
        try write("plain.input.swift", "let x = foo\n")
        try write("plain.output.swift", "let x = foo\n")
        XCTAssertEqual(run()["plain"]?.count, 1)
    }

    func testMissingOutputMeansUnchanged() throws {
        try write("plain.input.swift", "let x = foo\n")
        XCTAssertEqual(run()["plain"]?.count, 1)
    }

    func testUnexpectedDiagnosticFails() throws {
        try write("warns.input.swift", "let y = baz\n")
        XCTAssertEqual(run()["warns"]?.first?.hasPrefix("diagnostics differ"), true)
    }

    func testDirectiveOptionsAreRead() throws {
        try write("bad.input.swift", "// snapshot: isolated --min-ios nonsense\nlet x = 1\n")
        XCTAssertEqual(run()["bad"]?.first?.hasPrefix("bad directive"), true)
    }
}
