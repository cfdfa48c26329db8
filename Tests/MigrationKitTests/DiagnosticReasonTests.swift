import MigrationKit
import SwiftCST
import XCTest

final class DiagnosticReasonTests: XCTestCase {
    /// Inserts a line at the top, and warns at `b` with a note at every `c` and one in another file.
    struct Blocker: FakeTransform {
        static let id = "blocker"
        static let blockedByC = DiagnosticReason("blocked-by-c", .refusal, label: "a c blocks it", help: "Remove the c.", option: "--allow-c")
        static let changedTop = DiagnosticReason("changed-top", .information, label: "a line was added", help: "Nothing to do.")
        static var reasons: [DiagnosticReason] { [blockedByC, changedTop] }

        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
            var result = TransformResult()
            let bytes = file.bytes
            guard let b = bytes.firstIndex(of: UInt8(ascii: "b")) else { return result }
            let notes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "c") }.map { DiagnosticNote.at($0, "c here") }
            result.raise(Blocker.blockedByC, at: b, "b left as it is: c is used (\(notes.count) places)",
                         notes: notes + [.at(Site(path: "Other.swift", location: SourceLocation(line: 3, column: 7)), "declared here")],
                         cause: "upstream-cause")
            if bytes.first != UInt8(ascii: "/") {
                result.edits.append(.insert("// top\n", at: 0))
                result.raise(Blocker.changedTop, at: 0, "added a line")
            }
            return result
        }
    }

    func testReasonNotesAndCauseReachTheOutputAtOriginalPositions() {
        let file = SourceFile(path: "A.swift", text: "let b = 1\nlet  c = 2\n")
        let outcome = Pipeline(registry: [Blocker.self], options: MigrationOptions()).migrate([file])[0]
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "// top\nlet b = 1\nlet  c = 2\n")
        let warning = outcome.diagnostics.first { $0.severity == .warning }
        XCTAssertEqual(warning?.reason, "blocked-by-c")
        XCTAssertEqual(warning?.cause, "upstream-cause")
        XCTAssertEqual(outcome.diagnostics.flatMap(\.lines), [
            "A.swift:1:1: note: added a line [blocker]",
            "A.swift:1:5: warning: b left as it is: c is used (1 places) [blocker]",
            "A.swift:2:6: note: c here",
            "Other.swift:3:7: note: declared here",
        ])
    }

    func testTextPrintsFiveNotesThenHowManyMore() {
        let file = SourceFile(path: "A.swift", text: "// b\nc c c c c c c\n")
        let outcome = Pipeline(registry: [Blocker.self], options: MigrationOptions()).migrate([file])[0]
        let warning = outcome.diagnostics[0]
        XCTAssertEqual(warning.notes.count, 8)
        XCTAssertEqual(warning.lines, [
            "A.swift:1:4: warning: b left as it is: c is used (7 places) [blocker]",
            "A.swift:2:1: note: c here",
            "A.swift:2:3: note: c here",
            "A.swift:2:5: note: c here",
            "A.swift:2:7: note: c here",
            "A.swift:2:9: note: c here",
            "A.swift:1:4: note: and 3 more",
        ])
    }

    func testKindsGiveSeverities() {
        XCTAssertEqual(DiagnosticReason.Kind.allCases.map(\.severity), [.warning, .warning, .note])
    }

    func testReasonKeysAreKebabCase() {
        for good in ["publisher-used", "a", "ios-17-needed"] { XCTAssertTrue(ReasonKey.isKebabCase(good), good) }
        for bad in ["", "Publisher", "two--hyphens", "-lead", "trail-", "snake_case", "space d"] { XCTAssertFalse(ReasonKey.isKebabCase(bad), bad) }
    }

    func testTextIsFittedToOneShortLine() {
        XCTAssertEqual(DiagnosticText.fitted("a `configure(x) {\n    y\n}` b"), "a `configure(x) { y }` b")
        XCTAssertEqual(DiagnosticNote.at(0, "line\nbreak").message, "line break")
        // A name too long for any message is elided inside itself.
        XCTAssertEqual(DiagnosticText.fitted("Model" + String(repeating: "x", count: 250) + " stays"), "Model" + String(repeating: "x", count: 34) + "… stays")
        // Whole clauses go, from the last one that must: never a word of the phrasing.
        let clauses = Array(repeating: "its $property publisher is used", count: 8)
        let (text, dropped) = DiagnosticText.shortened("Model stays an ObservableObject: " + clauses.joined(separator: "; "))
        XCTAssertEqual(text, "Model stays an ObservableObject: " + clauses.prefix(5).joined(separator: "; "))
        XCTAssertEqual(dropped, clauses.suffix(3).joined(separator: "; "))
        // Code spans shrink before clauses go, and keep their backticks.
        XCTAssertEqual(DiagnosticText.fitted("`" + String(repeating: "a.b", count: 80) + "` stays"), "`" + String(repeating: "a.b", count: 13) + "…` stays")
    }

    func testTheClausesAMessageLosesAreItsFirstNote() {
        let reason = DiagnosticReason("stays", .refusal, label: "it stays", help: "Nothing to do.")
        let clauses = Array(repeating: "its $property publisher is used", count: 8)
        let diagnostic = TransformDiagnostic(reason, at: 7, "Model stays: " + clauses.joined(separator: "; "), notes: [.at(3, "used here")])
        XCTAssertEqual(diagnostic.message, "Model stays: " + clauses.prefix(5).joined(separator: "; "))
        XCTAssertEqual(diagnostic.notes, [.at(7, clauses.suffix(3).joined(separator: "; ")), .at(3, "used here")])
    }

    func testOneShortLine() {
        XCTAssertTrue(DiagnosticText.isOneShortLine("SearchModel stays an ObservableObject: its $query publisher is used (3 places)"))
        XCTAssertFalse(DiagnosticText.isOneShortLine("a\nb"))
        XCTAssertFalse(DiagnosticText.isOneShortLine(String(repeating: "x", count: 201)))
    }
}
