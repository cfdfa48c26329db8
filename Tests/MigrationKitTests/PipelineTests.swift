import MigrationKit
import SwiftCST
import XCTest

/// A transform for these tests: no documentation, available everywhere unless it says otherwise.
protocol FakeTransform: Transform {}

extension FakeTransform {
    static var summary: String { "" }
    static var documentation: String { "" }
    static var examples: [TransformExample] { [] }
    static var availability: Availability { Availability(iOS: OSVersion(13), macOS: OSVersion(10)) }
}

final class PipelineTests: XCTestCase {
    /// Appends `!` to a `let x = 1` once, then never again (idempotent).
    struct Exclaim: FakeTransform {
        static let id = "exclaim"
        static let changed = DiagnosticReason("changed", .information, label: "one became two", help: "Nothing to do.")
        static let reasons = [changed]
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            for node in file.tree.nodes(ofKind: .literalExpr) where node.text == "1" && !context.isSuppressed(at: node.range.lowerBound) {
                result.edits.append(TextEdit(range: node.range, replacement: "2"))
                result.raise(Exclaim.changed, at: node, "changed one to two")
            }
            return result
        }
    }

    /// Never settles: always inserts another character.
    struct Restless: FakeTransform {
        static let id = "restless"
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            TransformResult(edits: [.insert(" ", at: 0)])
        }
    }

    /// Produces overlapping edits, the second one long.
    struct Clumsy: FakeTransform {
        static let id = "clumsy"
        static let availability = Availability(iOS: OSVersion(18), macOS: OSVersion(10))
        static let longText = String(repeating: "struct Replacement {}\n", count: 130)
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            TransformResult(edits: [TextEdit(range: 0..<5, replacement: "a"), TextEdit(range: 3..<7, replacement: Clumsy.longText)])
        }
    }

    /// Inserts a line at the top, and (on the original text only) warns at `b` naming `c`'s position.
    struct Shifter: FakeTransform {
        static let id = "shifter"
        static let blocked = DiagnosticReason("blocked", .refusal, label: "b is blocked by c", help: "Remove c.")
        static let reasons = [blocked]
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard let b = text.utf8.firstIndex(of: UInt8(ascii: "b")), let c = text.utf8.firstIndex(of: UInt8(ascii: "c")) else { return result }
            result.raise(Shifter.blocked, at: text.utf8.distance(from: text.startIndex, to: b), "b blocked by c",
                         notes: [.at(text.utf8.distance(from: text.startIndex, to: c), "c is here")])
            if !text.hasPrefix("//") { result.edits.append(.insert("// top\n", at: 0)) }
            return result
        }
    }

    /// Needs iOS 18; in a held-back file it reports the first literal's refusal, not the second's.
    struct Watcher: FakeTransform {
        static let id = "watcher"
        static let availability = Availability(iOS: OSVersion(18), macOS: OSVersion(10))
        static let stays = DiagnosticReason("stays", .refusal, label: "the first stays", help: "Raise the target.")
        static let other = DiagnosticReason("other", .refusal, label: "the second stays", help: "Nothing to do.")
        static let reasons = [stays, other]
        static func reportsWhenHeldBack(_ reason: DiagnosticReason) -> Bool { reason == stays }
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            for (k, node) in file.tree.nodes(ofKind: .literalExpr).enumerated() {
                result.raise(k == 0 ? Watcher.stays : Watcher.other, at: node, k == 0 ? "first stays" : "second stays")
            }
            return result
        }
    }

    func testAHeldBackFileGetsItsNoteAtTheFirstSiteNoReportedDiagnosticStandsAt() {
        let outcome = Pipeline(registry: [Watcher.self], options: MigrationOptions()).migrate([SourceFile(path: "A.swift", text: "let a = 1\nlet b = 1\n")])[0]
        XCTAssertEqual(outcome.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "1:9 first stays",
            "2:9 watcher not migrated in this file: the assumed iOS 17, and it needs iOS 18",
        ])
    }

    /// Spells the literals `1` and `2` as words: its edit falls on the same bytes as `Exclaim`'s.
    struct Speller: FakeTransform {
        static let id = "speller"
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            for node in file.tree.nodes(ofKind: .literalExpr) {
                if let word = ["1": "one", "2": "two"][node.text] { result.edits.append(TextEdit(range: node.range, replacement: word)) }
            }
            return result
        }
    }

    func testATransformWhoseEditsTouchAnEarlierOnesSeesThatOnesOutput() {
        let file = SourceFile(path: "A.swift", text: "let a = 1\n")
        let outcome = Pipeline(registry: [Exclaim.self, Speller.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "let a = two\n")
        XCTAssertEqual(outcome.editCounts, ["exclaim": 1, "speller": 1])
    }

    /// Inserts `line` at the top once the file contains `trigger` (and not `line` yet); until
    /// then it notes that it waits.
    struct Follower<Rule: FollowRule>: FakeTransform {
        static var id: String { Rule.id }
        static var reasons: [DiagnosticReason] { [waiting] }
        static var waiting: DiagnosticReason { DiagnosticReason("waiting", .information, label: "waits for another transform", help: "Nothing to do.") }
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            let text = String(decoding: file.bytes, as: UTF8.self)
            if !text.contains(Rule.trigger) {
                result.raise(Self.waiting, at: 0, "waiting for \(Rule.trigger)")
            } else if !text.contains(Rule.line) {
                result.edits.append(.insert(Rule.line, at: 0))
            }
            return result
        }
    }
    protocol FollowRule { static var id: String { get }; static var trigger: String { get }; static var line: String { get } }
    enum SeesTwo: FollowRule { static let id = "sees-two", trigger = "= 2", line = "// two\n" }
    enum SeesComment: FollowRule { static let id = "sees-comment", trigger = "// two", line = "// done\n" }

    func testTransformsReadingEachOthersOutputGiveWhatEachSeeingTheLastOnesOutputGives() {
        // Sharing a parse, the followers would first look at the file before `exclaim`'s edit.
        let file = SourceFile(path: "A.swift", text: "let a = 1\n")
        let registry: [any Transform.Type] = [Exclaim.self, Follower<SeesTwo>.self, Follower<SeesComment>.self]
        let outcome = Pipeline(registry: registry, options: MigrationOptions()).migrate([file])[0]
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "// done\n// two\nlet a = 2\n")
        XCTAssertEqual(outcome.diagnostics.map(\.formatted), ["A.swift:1:9: note: changed one to two [exclaim]"])
    }

    func testTransformsEditingApartAllApplyWithDiagnosticsAtOriginalPositions() {
        let file = SourceFile(path: "A.swift", text: "let b = 1\nlet  c = 2\n")
        let outcome = Pipeline(registry: [Shifter.self, Exclaim.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "// top\nlet b = 2\nlet  c = 2\n")
        XCTAssertEqual(outcome.diagnostics.flatMap(\.lines), [
            "A.swift:1:5: warning: b blocked by c [shifter]",
            "A.swift:2:6: note: c is here",
            "A.swift:1:9: note: changed one to two [exclaim]",
        ])
        XCTAssertEqual(outcome.touchedBy, ["shifter", "exclaim"])
    }

    /// Warns at every `x`, and (once the file has a `do` block) at the block.
    struct Warner: FakeTransform {
        static let id = "warner"
        static let stays = DiagnosticReason("stays", .refusal, label: "x stays", help: "Nothing to do.")
        static let reasons = [stays]
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            for node in file.tree.nodes(ofKind: .identifierExpr) where node.text == "x" { result.raise(Self.stays, at: node, "x stays") }
            if let block = file.tree.nodes(ofKind: .doStmt).first { result.raise(Self.stays, at: block, "the block stays") }
            return result
        }
    }

    /// Moves `let a = x` into a `do` block, once.
    struct Mover: FakeTransform {
        static let id = "mover"
        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            guard file.tree.nodes(ofKind: .doStmt).isEmpty, let declaration = file.tree.nodes(ofKind: .variableDecl).first else { return TransformResult() }
            return TransformResult(edits: [TextEdit(range: declaration.range, replacement: "do {\n    " + declaration.text + "\n}")])
        }
    }

    func testADiagnosticRaisedAgainOnMovedCodeIsReportedOnceWhereTheCodeWas() {
        let file = SourceFile(path: "A.swift", text: "let a = x\n")
        let outcome = Pipeline(registry: [Warner.self, Mover.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "do {\n    let a = x\n}\n")
        // The second pass warns at the moved `x` again (said already) and at the new block (new: at the edit's start).
        XCTAssertEqual(outcome.diagnostics.flatMap(\.lines), ["A.swift:1:1: warning: the block stays [warner]", "A.swift:1:9: warning: x stays [warner]"])
    }

    func testNotesAreAtOriginalLineAndColumn() {
        let file = SourceFile(path: "A.swift", text: "let b = 1\nlet  c = 2\n")
        let outcome = Pipeline(registry: [Shifter.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertEqual(outcome.diagnostics.flatMap(\.lines), ["A.swift:1:5: warning: b blocked by c [shifter]", "A.swift:2:6: note: c is here"])
    }

    func testRewritesAndReportsAtOriginalPositions() {
        let file = SourceFile(path: "A.swift", text: "let a = 1\nlet b = 1\n")
        let outcome = Pipeline(registry: [Exclaim.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "let a = 2\nlet b = 2\n")
        XCTAssertEqual(outcome.diagnostics.map(\.formatted), [
            "A.swift:1:9: note: changed one to two [exclaim]",
            "A.swift:2:9: note: changed one to two [exclaim]",
        ])
        XCTAssertEqual(outcome.editCounts, ["exclaim": 2])
    }

    func testSuppressionComments() {
        let file = SourceFile(path: "A.swift", text: "// swiftui-migrate:disable-next-line exclaim\nlet a = 1\nlet b = 1\n")
        let outcome = Pipeline(registry: [Exclaim.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "// swiftui-migrate:disable-next-line exclaim\nlet a = 1\nlet b = 2\n")

        let disabled = SourceFile(path: "B.swift", text: "// swiftui-migrate:disable-file\nlet a = 1\n")
        XCTAssertFalse(Pipeline(registry: [Exclaim.self], options: MigrationOptions()).migrate([disabled])[0].changed)
    }

    func testNotConvergingIsAnErrorAndChangesNothing() {
        let file = SourceFile(path: "A.swift", text: "let a = 1\n")
        let outcome = Pipeline(registry: [Restless.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertFalse(outcome.changed)
        XCTAssertEqual(outcome.diagnostics.first?.severity, .error)
        XCTAssertTrue(outcome.failure?.contains("restless") ?? false)
    }

    func testAvailabilityAndSelection() {
        var options = MigrationOptions()
        // Held back in every file, it still looks at each: the file says what it keeps and why.
        let everywhere = Pipeline(registry: [Exclaim.self, Clumsy.self], options: options)
        XCTAssertEqual(everywhere.transforms.map { $0.id }, ["exclaim", "clumsy"])
        XCTAssertEqual(everywhere.unavailable.map { $0.id }, ["clumsy"])
        let outcome = everywhere.migrate([SourceFile(path: "A.swift", text: "let a = 1\n")])[0]
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "let a = 2\n")
        XCTAssertEqual(outcome.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.transformID ?? "") \($0.message)" }, [
            "1:1 clumsy clumsy not migrated in this file: the assumed iOS 17, and it needs iOS 18",
            "1:9 exclaim changed one to two",
        ])
        options.deploymentTargets.overrides[.iOS] = OSVersion(18)
        options.skip = ["exclaim"]
        XCTAssertEqual(Pipeline(registry: [Exclaim.self, Clumsy.self], options: options).transforms.map { $0.id }, ["clumsy"])
    }

    func testOverlappingEditsLeaveTheFileUnchanged() {
        var options = MigrationOptions()
        options.deploymentTargets.overrides[.iOS] = OSVersion(18)
        let outcome = Pipeline(registry: [Clumsy.self], options: options).migrate([SourceFile(path: "A.swift", text: "let a = 1\nlet b = 2\n")])[0]
        XCTAssertFalse(outcome.changed)
        // One short line naming the transform, the place and what to do; never the edits' text.
        XCTAssertEqual(outcome.failure, "internal error in transform clumsy at 1:4 (overlapping edits); the file was left unchanged; please report it with this file")
        XCTAssertEqual(outcome.diagnostics.map(\.message), [outcome.failure ?? ""])
        XCTAssertTrue(DiagnosticText.isOneShortLine(outcome.failure ?? ""))
    }

    func testOptionParsing() throws {
        var options = MigrationOptions()
        let rest = try options.parse(["--platforms", "ipad,macos", "--min-ios=16.4", "x.swift", "--assume-observable", "A,B", "--strict"])
        XCTAssertEqual(rest, ["x.swift"])
        XCTAssertEqual(options.platforms, [.ipad, .macos])
        XCTAssertEqual(options.deploymentTargets.overrides, [.iOS: OSVersion(16, 4)])
        XCTAssertEqual(options.assumeObservable, ["A", "B"])
        XCTAssertTrue(options.strict)
        XCTAssertThrowsError(try options.parse(["--platforms", "android"]))
        XCTAssertThrowsError(try options.parse(["--min-ios"]))
    }
}

final class ProjectIndexTests: XCTestCase {
    struct Names: IndexFacet {
        var names: [String] = []
        mutating func merge(_ other: Names) { names += other.names }
    }

    func testMergingKeepsValueSemantics() {
        var a = ProjectIndex()
        a[Names.self] = Names(names: ["a"])
        let snapshot = a
        var b = ProjectIndex()
        b[Names.self] = Names(names: ["b"])
        a.merge(b)
        XCTAssertEqual(a[Names.self].names, ["a", "b"])
        XCTAssertEqual(snapshot[Names.self].names, ["a"])
        XCTAssertEqual(b[Names.self].names, ["b"])
    }

    func testMissingFacetIsEmpty() {
        XCTAssertEqual(ProjectIndex()[Names.self].names, [])
    }
}
