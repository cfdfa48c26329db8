import MigrationDriver
import MigrationKit
import XCTest

/// `summary.md` and the Markdown tables it is made of.
final class BulkMarkdownTests: XCTestCase {
    func testCellsCannotBreakTheTable() {
        var table = MarkdownTable([("Name", .left), ("Count", .right)])
        table.add(["a | b\nc", "1"])
        XCTAssertEqual(table.text, "| Name | Count |\n| --- | ---: |\n| a \\| b c | 1 |\n")
    }

    func testSummaryHasARowPerRepositoryTotalsAndWhatNeedsAttention() {
        var settings = BulkSettings(options: MigrationOptions(), registry: [], outDirectory: "/out")
        settings.apply = true
        settings.branch = "modern"
        var summary = BulkSummary(settings: settings)
        var app = RepositoryReport(name: "app", path: "/r/app")
        app.ran = true
        app.filesScanned = 10
        app.filesChanged = 3
        app.editsByTransform = ["observable-object": 4, "state-object": 2]
        app.warningsByTransform = ["sheet-item": 1]
        app.transformsRun = ["observable-object", "state-object", "sheet-item"]
        app.patch = "app.patch"
        app.branch = "modern"
        app.commit = "0123456789abcdef"
        app.applied = true
        var dirty = RepositoryReport(name: "dirty", path: "/r/dirty")
        dirty.status = .skipped
        dirty.message = "the work tree has uncommitted changes"
        summary.add(app)
        summary.add(dirty)
        XCTAssertEqual(summary.totals.edits, 6)
        XCTAssertEqual(summary.transformColumns, ["observable-object", "state-object", "sheet-item"])
        let markdown = BulkMarkdown.render(summary)
        XCTAssertTrue(markdown.hasPrefix("# swiftui-migrate bulk run\n\nChanges committed on branch `modern` in each repository. 2 repositories: 1 ok, 1 skipped, 0 failed.\n"), markdown)
        XCTAssertTrue(markdown.contains("\n| app | ok | 10 | 3 | 6 | 1 | 0 | 0.00 s | `modern` @ `0123456789` · [patch](app.patch) |\n"), markdown)
        XCTAssertTrue(markdown.contains("\n| dirty | skipped | – | – | – | – | – | 0.00 s | see below |\n"), markdown)
        XCTAssertTrue(markdown.contains("\n| app | 4 / 0 | 2 / 0 | 0 / 1 |\n| **Total** | 4 / 0 | 2 / 0 | 0 / 1 |\n"), markdown)
        XCTAssertTrue(markdown.hasSuffix("\n## Needs attention\n\n- **dirty** (skipped): the work tree has uncommitted changes\n"), markdown)
    }

    func testRepositoriesHoldingSeveralProjectsListThem() {
        var summary = BulkSummary(settings: BulkSettings(options: MigrationOptions(), registry: [], outDirectory: "/out"))
        var apps = RepositoryReport(name: "apps", path: "/r/apps")
        apps.ran = true
        apps.projects = ["Reader/Reader.xcodeproj: 12 files", "Shelf/Package.swift: 3 files"]
        summary.add(apps)
        summary.add(RepositoryReport(name: "single", path: "/r/single"))
        let markdown = BulkMarkdown.render(summary)
        XCTAssertTrue(markdown.contains("""

            ## Projects decided apart

            Each project of these repositories was decided as if run alone.

            - **apps**
              - Reader/Reader.xcodeproj: 12 files
              - Shelf/Package.swift: 3 files

            """), markdown)
        XCTAssertFalse(markdown.contains("**single**\n"), markdown)
    }
}
