import Foundation
import XCTest

/// --format json and --format sarif: documents that parse and carry every diagnostic.
final class ReportFormatTests: XCTestCase {
    func testJSONAndSARIFCarryTheDiagnostics() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        workspace.write("App/Broken.swift", bytes: [0x00])
        let text = CLI.run(["--dry-run", "App"], in: workspace.path)
        let textDiagnostics = text.stderrLines.filter { $0.hasPrefix("App/") }
        XCTAssertTrue(textDiagnostics.contains { $0.contains(": warning: ") && $0.hasSuffix("]") }, "the fixture has refusals: \(text.stderr)")

        let json = CLI.run(["--dry-run", "--format", "json", "App"], in: workspace.path)
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(json.stderrLines, ["App/Broken.swift:1:1: error: binary file (it contains NUL bytes); skipped"], "only errors on stderr")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.flatMap(Self.lines), textDiagnostics)
        let counts = try XCTUnwrap(document["counts"] as? [String: Int])
        XCTAssertEqual(counts["failed"], 1)
        XCTAssertEqual(counts["scanned"], 8)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let diffs = files.compactMap { $0["diff"] as? String }
        XCTAssertEqual(diffs.count, counts["changed"])
        XCTAssertEqual(diffs.joined(), text.output)

        let sarif = CLI.run(["--dry-run", "--format", "sarif", "App"], in: workspace.path)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, diagnostics.count)
        for (result, diagnostic) in zip(results, diagnostics) {
            XCTAssertEqual(result["ruleId"] as? String, Self.ruleID(diagnostic))
            XCTAssertEqual((result["relatedLocations"] as? [Any])?.count ?? 0, (diagnostic["notes"] as? [Any])?.count ?? 0)
            XCTAssertEqual(result["level"] as? String, diagnostic["severity"] as? String)
            XCTAssertEqual((result["message"] as? [String: String])?["text"], diagnostic["message"] as? String)
        }
    }

    /// The text form of a JSON diagnostic: its line, then its notes' (five, then `and N more`).
    private static func lines(_ diagnostic: [String: Any]) -> [String] {
        var line = "\(diagnostic["path"]!):\(diagnostic["line"]!):\(diagnostic["column"]!): \(diagnostic["severity"]!): \(diagnostic["message"]!)"
        if let transform = diagnostic["transform"] as? String { line += " [\(transform)]" }
        let notes = (diagnostic["notes"] as? [[String: Any]]) ?? []
        var lines = [line] + notes.prefix(5).map { "\($0["path"]!):\($0["line"]!):\($0["column"]!): note: \($0["message"]!)" }
        if notes.count > 5 { lines.append("\(diagnostic["path"]!):\(diagnostic["line"]!):\(diagnostic["column"]!): note: and \(notes.count - 5) more") }
        return lines
    }

    /// `transform/reason`, or `file-error` for the tool's own.
    private static func ruleID(_ diagnostic: [String: Any]) -> String {
        guard let transform = diagnostic["transform"] as? String else { return "file-error" }
        guard let reason = diagnostic["reason"] as? String else { return transform }
        return "\(transform)/\(reason)"
    }
}
