import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import SwiftCST
import TestSupport
import XCTest

final class ReportTests: XCTestCase {
    private let changed = FileResult(
        path: "Views/É.swift", status: .changed, original: Array("let é = legacyLink()\n".utf8), output: Array("let é = 2\n".utf8),
        diagnostics: [Diagnostic(path: "Views/É.swift", location: SourceLocation(line: 1, column: 10), severity: .warning,
                                 message: "legacyLink left alone", transformID: "test-marker", reason: "link-left",
                                 notes: [Diagnostic.Note(path: "Views/É.swift", location: SourceLocation(line: 1, column: 5), message: "é here"),
                                         Diagnostic.Note(path: "Other.swift", location: SourceLocation(line: 2, column: 3), message: "elsewhere")])],
        editCounts: ["test-marker": 1], touchedBy: ["test-marker"], written: false)
    private let failed = FileResult.failed("Bad.swift", FileProblem("binary file (it contains NUL bytes); skipped"))
    private let quiet = FileResult(path: "Quiet.swift", status: .unchanged, original: [], output: [], diagnostics: [],
                                   editCounts: [:], touchedBy: [], written: false)

    private func summary() -> RunSummary {
        var summary = RunSummary()
        for result in [changed, failed, quiet] { summary.add(result) }
        summary.transformsRun = ["test-marker"]
        return summary
    }

    func testJSONCarriesFilesDiagnosticsCountsAndTimings() throws {
        var report = JSONReport(mode: "dry-run")
        for result in [changed, failed, quiet] { report.add(result, diff: result.changed ? "diff text" : nil) }
        report.finish(summary())
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: report.encoded()) as? [String: Any])
        XCTAssertEqual(document["mode"] as? String, "dry-run")
        XCTAssertEqual(document["counts"] as? [String: Int], ["scanned": 3, "changed": 1, "unchanged": 1, "failed": 1, "written": 0])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["path"] as? String }, ["Views/É.swift", "Bad.swift"])
        XCTAssertEqual(files[0]["diff"] as? String, "diff text")
        XCTAssertEqual(files[0]["edits"] as? [String: Int], ["test-marker": 1])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(diagnostics[0]["transform"] as? String, "test-marker")
        XCTAssertEqual(diagnostics[0]["line"] as? Int, 1)
        XCTAssertEqual(diagnostics[0]["column"] as? Int, 10)
        XCTAssertEqual(diagnostics[0]["reason"] as? String, "link-left")
        let notes = try XCTUnwrap(diagnostics[0]["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.map { "\($0["path"]!) \($0["line"]!):\($0["column"]!) \($0["message"]!)" },
                       ["Views/É.swift 1:5 é here", "Other.swift 2:3 elsewhere"])
        XCTAssertEqual(diagnostics[1]["severity"] as? String, "error")
        XCTAssertNil(diagnostics[1]["transform"])
        XCTAssertNil(diagnostics[1]["reason"])
        XCTAssertEqual(document["diagnosticsByTransform"] as? [String: [String: Int]],
                       ["test-marker": ["warning": 1], "swiftui-migrate": ["error": 1]])
        XCTAssertNotNil((document["timings"] as? [String: Double])?["total"])
    }

    func testSARIFHasRulesResultsAndUTF16Columns() throws {
        var report = SARIFReport(registry: [MarkerTransform.self], base: "/work/project")
        for result in [changed, failed, quiet] { report.add(result) }
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: report.encoded(succeeded: false)) as? [String: Any])
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertNil(driver["informationUri"], "no invented address")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["test-marker/link-left", "test-marker/held-back-by-target", "file-error"])
        XCTAssertEqual((rules[0]["shortDescription"] as? [String: String])?["text"], "a legacyLink is never migrated")
        XCTAssertEqual((rules[0]["help"] as? [String: String])?["text"], "Rename it by hand. Option: --skip test-marker.")
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"], "file:///work/project/")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["test-marker/link-left", "file-error"])
        let related = try XCTUnwrap(results[0]["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.map { ($0["message"] as? [String: String])?["text"] }, ["é here", "elsewhere"])
        let relatedRegions = related.map { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        // In the file read, columns count UTF-16 code units; in a file not read, bytes.
        XCTAssertEqual(relatedRegions, [["startLine": 1, "startColumn": 5], ["startLine": 2, "startColumn": 3]])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "error"])
        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: String])?["uri"], "Views/%C3%89.swift")
        // Byte column 10 is after "let é = ": 9 UTF-16 code units, so column 9.
        XCTAssertEqual(location["region"] as? [String: Int], ["startLine": 1, "startColumn": 9])
        XCTAssertEqual((run["invocations"] as? [[String: Bool]])?.first?["executionSuccessful"], false)
    }

    func testSARIFColumnsCountFromTheStartOfCRTerminatedLines() throws {
        // An LF, then lone CRs: each ends a line, as in the diagnostics' locations.
        let source = Array("let a = 1\n\rlet é = legacyLink()\rlet b = legacyLink()\r".utf8)
        let pipeline = Pipeline(registry: [MarkerTransform.self], options: MigrationOptions())
        let outcome = try XCTUnwrap(pipeline.migrate([SourceFile(path: "CR.swift", bytes: source)]).first)
        XCTAssertEqual(outcome.diagnostics.map(\.location), [SourceLocation(line: 3, column: 10), SourceLocation(line: 4, column: 9)])
        var report = SARIFReport(registry: [MarkerTransform.self], base: "/work/project")
        report.add(FileResult(path: "CR.swift", status: .unchanged, original: source, output: source, diagnostics: outcome.diagnostics,
                              editCounts: [:], touchedBy: [], written: false))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: report.encoded(succeeded: true)) as? [String: Any])
        let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let regions = results.map { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        // "let é = " is 9 bytes but 8 UTF-16 code units.
        XCTAssertEqual(regions, [["startLine": 3, "startColumn": 9], ["startLine": 4, "startColumn": 9]])
    }

    func testSummaryLine() {
        var summary = summary()
        summary.timings.total = 0.25
        summary.platforms = [.iphone]
        summary.platformsOrigin = .given
        summary.deployment.origin = .given
        XCTAssertEqual(SummaryLine.text(summary, writes: true),
                       "swiftui-migrate: 3 files scanned: 1 changed, 1 unchanged, 1 failed; diagnostics: test-marker 1; 0.25 s")
    }

    /// A repository of many targets: the deployment part is said in a few words, the line stays short.
    func testSummaryLineOfManyTargetsStaysShort() {
        var summary = summary()
        summary.timings.total = 0.25
        summary.platforms = [.iphone]
        summary.platformsOrigin = .given
        summary.deployment.origin = .inferred(evidence: ["A.xcodeproj"])
        summary.deployment.groups = (0..<12).map { n in
            let setter = DeploymentTarget.Setter("Project\(n)/Project\(n).xcodeproj", targets: ["App\(n)", "Widget\(n)", "Tests\(n)"])
            let target = DeploymentTarget([.iOS: .init(OSVersion(13 + n % 3), setBy: setter), .macOS: .init(OSVersion(10, 15), setBy: setter)])
            return DeploymentSummary.Group(target: target, files: 10, heldBack: n < 9 ? ["observable-object", "state-object"] : [], holding: target)
        }
        XCTAssertGreaterThan(summary.deployment.sentence.count, 300)
        let line = SummaryLine.text(summary, writes: false)
        XCTAssertEqual(line, "swiftui-migrate: 3 files scanned: 1 would change, 1 unchanged, 1 failed; 1 diagnostic; deployment targets: "
                       + "iOS 13, macOS 10.15 hold back 2 transforms in 90 of 120 files (see report); 0.25 s")
        XCTAssertLessThanOrEqual(line.count, 200)
    }
}
