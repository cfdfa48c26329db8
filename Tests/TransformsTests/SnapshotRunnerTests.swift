import Foundation
import MigrationKit
import SwiftCST
import TestSupport
import XCTest

/// The snapshot runner checks what it claims to: a fake transform and cases written to a
/// temporary folder, with right and wrong expectations.
final class SnapshotRunnerTests: XCTestCase {
    /// Renames identifiers `foo` to `bar`; warns at every `baz`.
    struct RenameFoo: Transform {
        static let id = "rename-foo"
        static let summary = "renames foo"
        static let documentation = ""
        static let examples: [TransformExample] = []
        static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10))
        static let notRenamed = DiagnosticReason("not-renamed", .refusal, label: "baz is not renamed", help: "Rename it by hand.")
        static let reasons = [notRenamed]
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            for node in file.tree.nodes(ofKind: .identifierExpr) {
                if node.isIdentifier("foo") { result.edits.append(TextEdit(range: node.range, replacement: "bar")) }
                if node.isIdentifier("baz") { result.raise(RenameFoo.notRenamed, at: node, "baz is not renamed") }
            }
            return result
        }
    }

    /// Holds the cases, in rename-foo/. Made in setUp and dropped in tearDown: XCTest keeps
    /// every test case instance to the end.
    private var directory: TemporaryDirectory!

    override func setUp() {
        directory = TemporaryDirectory(prefix: "runner")
    }

    override func tearDown() {
        directory = nil
    }

    private func write(_ name: String, _ text: String) {
        directory.write("rename-foo/\(name)", text)
    }

    private func run() -> [String: [String]] {
        var runner = SnapshotRunner(registry: [RenameFoo.self])
        runner.record = false
        var failures: [String: [String]] = [:]
        for snapshot in SnapshotCase.all(in: directory.url) {
            failures[snapshot.name] = runner.run(snapshot).failures
        }
        return failures
    }

    func testMatchingExpectationsPass() throws {
        write("plain.input.swift", "let x = foo + 1\n")
        write("plain.output.swift", "let x = bar + 1\n")
        write("warns.input.swift", "let y = baz\n")
        write("warns.diagnostics", "warns.input.swift:1:9: warning: baz is not renamed [rename-foo]\n")
        write("untouched.input.swift", "// foo in a comment, \"foo\" in a string\nlet s = \"foo\"\n")
        write("multi/A.input.swift", "let a = foo\n")
        write("multi/A.output.swift", "let a = bar\n")
        write("multi/B.input.swift", "let b = 2\n")
        XCTAssertEqual(run(), ["plain": [], "warns": [], "untouched": [], "multi": []])
    }

    func testWrongOutputFails() throws {
        write("plain.input.swift", "let x = foo\n")
        write("plain.output.swift", "let x = foo\n")
        XCTAssertEqual(run()["plain"]?.count, 1)
    }

    func testMissingOutputMeansUnchanged() throws {
        write("plain.input.swift", "let x = foo\n")
        XCTAssertEqual(run()["plain"]?.count, 1)
    }

    func testUnexpectedDiagnosticFails() throws {
        write("warns.input.swift", "let y = baz\n")
        XCTAssertEqual(run()["warns"]?.first?.hasPrefix("diagnostics differ"), true)
    }

    func testDirectiveOptionsAreRead() throws {
        write("bad.input.swift", "// snapshot: isolated --min-ios nonsense\nlet x = 1\n")
        XCTAssertEqual(run()["bad"]?.first?.hasPrefix("bad directive"), true)
    }
}
