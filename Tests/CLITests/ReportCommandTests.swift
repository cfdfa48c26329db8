import Foundation
import XCTest

/// `report`: the readiness table, which writes nothing and adds up with what a migration does.
final class ReportCommandTests: XCTestCase {
    /// A class migrating with a publisher bridge counts as migrated, and the report says how many keep publishers.
    func testReportCountsClassesMigratingWithABridge() throws {
        let workspace = Workspace()
        workspace.write("App/Search.swift", """
            import Combine

            final class Search: ObservableObject {
                @Published var query = ""
                private var bag = Set<AnyCancellable>()
                init() { $query.sink { print($0) }.store(in: &bag) }
            }

            """)
        let text = CLI.run(["report", "App"], in: workspace.path)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.output.contains("  ObservableObject conformances          1        1      0\n"), text.output)
        XCTAssertTrue(text.output.contains("  (1 migrated class keeps used $property publishers with a bridge)\n"), text.output)
        let refused = CLI.run(["report", "--publishers", "refuse", "App"], in: workspace.path)
        XCTAssertFalse(refused.output.contains("with a bridge"), refused.output)
    }

    func testReportWritesNothingAndAddsUpWithTheMigration() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        let text = CLI.run(["report", "App"], in: workspace.path)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(workspace.snapshot("App"), before, "report wrote to the project")
        XCTAssertTrue(text.output.hasPrefix("Readiness of App: 7 files scanned, "), text.output)
        XCTAssertTrue(text.output.contains("\nlegacy pattern                       found  migrate   stay\nobservable-object\n  ObservableObject conformances "), text.output)
        XCTAssertTrue(text.output.contains("\nWhy sites stay (warnings by reason; one warning may give several):\n"), text.output)

        let first = try readiness(workspace)
        let plain = try ExpectedFigures(of: "App", in: workspace.path)
        XCTAssertEqual((first["files"] as? [String: Int])?["wouldChange"], plain.changed)
        let transforms = try XCTUnwrap(first["transforms"] as? [[String: Any]])
        XCTAssertEqual(transforms.map { $0["id"] as? String }.prefix(2), ["observable-object", "state-object"])
        var migrating = 0
        for transform in transforms {
            let id = transform["id"] as? String ?? ""
            let warnings = (transform["refusals"] as? Int ?? 0) + (transform["cautions"] as? Int ?? 0)
            XCTAssertEqual(warnings, plain.warningsByTransform[id] ?? 0, id)
            for pattern in transform["patterns"] as? [[String: Any]] ?? [] {
                XCTAssertEqual(pattern["found"] as? Int, (pattern["migrate"] as? Int ?? 0) + (pattern["stay"] as? Int ?? 0), "\(id): \(pattern)")
                migrating += pattern["migrate"] as? Int ?? 0
            }
        }
        XCTAssertGreaterThan(migrating, 3, "the fixture has legacy code that migrates")
        let refusing = transforms.filter { !($0["refusalReasons"] as? [[String: Any]] ?? []).isEmpty }
        XCTAssertFalse(refusing.isEmpty, "the fixture has refusals")
        for reason in refusing.flatMap({ $0["refusalReasons"] as? [[String: Any]] ?? [] }) {
            XCTAssertTrue((reason["example"] as? String)?.hasPrefix("App/") ?? false, "\(reason)")
            XCTAssertNotNil(reason["label"] as? String)
        }

        // What stays is what a second report finds after the migration, and nothing more migrates.
        XCTAssertEqual(CLI.run(["App"], in: workspace.path).status, 0)
        let second = try readiness(workspace)
        let again = try XCTUnwrap(second["transforms"] as? [[String: Any]])
        for (old, new) in zip(transforms, again) {
            let oldPatterns = old["patterns"] as? [[String: Any]] ?? [], newPatterns = new["patterns"] as? [[String: Any]] ?? []
            XCTAssertEqual(newPatterns.map { $0["found"] as? Int }, oldPatterns.map { $0["stay"] as? Int }, "\(old["id"] ?? "")")
            XCTAssertEqual(newPatterns.map { $0["migrate"] as? Int }, newPatterns.map { _ in 0 }, "\(old["id"] ?? "")")
        }
    }

    func testMarkdownTopAndRefusedOptions() {
        let workspace = Workspace()
        workspace.legacyProject()
        let markdown = CLI.run(["report", "--format", "markdown", "App"], in: workspace.path)
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertTrue(markdown.output.hasPrefix("# swiftui-migrate readiness\n\nReadiness of App: "), markdown.output)
        XCTAssertTrue(markdown.output.contains("\n| Transform | Legacy pattern | Found | Migrate | Stay | Warnings |\n| --- | --- | ---: | ---: | ---: | ---: |\n"))
        XCTAssertTrue(markdown.output.contains("\n## Why sites stay\n\n| Transform | Warnings | Reason | What helps | Example |\n"), markdown.output)

        for (arguments, expected) in [(["report", "--format", "sarif", "App"], "--format: expected text, json or markdown"),
                                      (["report", "--dry-run", "App"], "report does not take --dry-run"),
                                      (["report", "--top", "0", "App"], "--top: expected a whole number of 1 or more"),
                                      (["report"], "no paths given")] {
            let run = CLI.run(arguments, in: workspace.path)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains(expected), "\(arguments): \(run.stderr)")
        }
    }

    func testAFileThatCannotBeProcessedIsListedAndExitsTwo() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        workspace.write("App/Binary.swift", bytes: [0x61, 0x00])
        let run = CLI.run(["report", "--format", "json", "App"], in: workspace.path)
        XCTAssertEqual(run.status, 2)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        XCTAssertEqual(document["failures"] as? [[String: String]], [["path": "App/Binary.swift", "message": "binary file (it contains NUL bytes); skipped"]])
        XCTAssertEqual((document["files"] as? [String: Int])?["failed"], 1)
    }

    /// The example app: every transform has legacy code, and the report says what holds some of it back.
    func testExampleApp() throws {
        let workspace = Workspace()
        let app = try workspace.exampleApp("LegacyApp")
        let run = CLI.run(["report", "--format", "json", app], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        // on-change's legacy form is `.onChange(of:)` with a one-value action, which the census
        // (names and labels) cannot tell from the new forms: it lists no pattern.
        for transform in try XCTUnwrap(document["transforms"] as? [[String: Any]]) where transform["id"] as? String != "on-change" {
            let patterns = transform["patterns"] as? [[String: Any]] ?? []
            XCTAssertGreaterThan(patterns.map { $0["migrate"] as? Int ?? 0 }.reduce(0, +), 0, "\(transform["id"] ?? "")")
        }
        let heldBack = try XCTUnwrap(document["heldBack"] as? [[String: Any]])
        XCTAssertFalse(heldBack.isEmpty, "the example app has classes that hold view-side sites back")

        // With its publishers refused, the app has transforms with several reasons to cut.
        let all = CLI.run(["report", "--publishers", "refuse", "--top", "50", app], in: workspace.path).output
        let one = CLI.run(["report", "--publishers", "refuse", "--top=1", app], in: workspace.path).output
        XCTAssertTrue(one.contains(" more reason"), one)
        XCTAssertLessThan(one.split(separator: "\n").count, all.split(separator: "\n").count)
    }

    private func readiness(_ workspace: Workspace) throws -> [String: Any] {
        let run = CLI.run(["report", "--format", "json", "App"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    }
}
