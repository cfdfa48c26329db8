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
        XCTAssertEqual(diagnostics.map(Self.formatted), textDiagnostics)
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
            XCTAssertEqual(result["ruleId"] as? String, diagnostic["transform"] as? String ?? "file-error")
            XCTAssertEqual(result["level"] as? String, diagnostic["severity"] as? String)
            XCTAssertEqual((result["message"] as? [String: String])?["text"], diagnostic["message"] as? String)
        }
    }

    private static func formatted(_ diagnostic: [String: Any]) -> String {
        var line = "\(diagnostic["path"]!):\(diagnostic["line"]!):\(diagnostic["column"]!): \(diagnostic["severity"]!): \(diagnostic["message"]!)"
        if let transform = diagnostic["transform"] as? String { line += " [\(transform)]" }
        return line
    }
}
