import Foundation
import XCTest

/// What a plain `--dry-run --format json` run finds: the figures a bulk row (or a readiness
/// report) must hold.
struct ExpectedFigures {
    var scanned: Int
    var changed: Int
    var editsByTransform: [String: Int]
    var warningsByTransform: [String: Int]
    var edits: Int { editsByTransform.values.reduce(0, +) }
    var warnings: Int { warningsByTransform.values.reduce(0, +) }

    /// Runs on `path` from `directory` (by default the whole of `directory`, as bulk does in a repository).
    init(of path: String = ".", in directory: String) throws {
        let run = CLI.run(["--dry-run", "--format", "json", path], in: directory)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let counts = try XCTUnwrap(document["counts"] as? [String: Int])
        scanned = counts["scanned"] ?? -1
        changed = counts["changed"] ?? -1
        editsByTransform = (document["editsByTransform"] as? [String: Int] ?? [:]).filter { $0.value > 0 }
        let diagnostics = document["diagnosticsByTransform"] as? [String: [String: Int]] ?? [:]
        warningsByTransform = diagnostics.compactMapValues { $0["warning"] }.filter { $0.value > 0 }
    }

    func assertMatches(_ row: BulkSummaryDocument.Row, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(row.filesScanned, scanned, row.name, file: file, line: line)
        XCTAssertEqual(row.filesChanged, changed, row.name, file: file, line: line)
        XCTAssertEqual(row.editsByTransform, editsByTransform, row.name, file: file, line: line)
        XCTAssertEqual(row.warningsByTransform, warningsByTransform, row.name, file: file, line: line)
        XCTAssertEqual(row.filesFailed, 0, row.name, file: file, line: line)
    }
}

/// `summary.json`, decoded for assertions.
struct BulkSummaryDocument: Decodable {
    struct Row: Decodable {
        var name: String
        var status: String
        var message: String?
        var ran: Bool
        var filesScanned: Int
        var filesChanged: Int
        var filesFailed: Int
        var editsByTransform: [String: Int]
        var warningsByTransform: [String: Int]
        var failures: [[String: String]]
        var patch: String?
        var applied: Bool
        var branch: String?
        var commit: String?
    }

    struct Totals: Decodable {
        var repositories, ok, skipped, failed, filesScanned, filesChanged, filesFailed, edits, warnings: Int
        var editsByTransform: [String: Int]
        var warningsByTransform: [String: Int]
    }

    var mode: String
    var repositories: [Row]
    var totals: Totals
    var rows: [Row] { repositories }

    init(_ data: Data) throws {
        self = try JSONDecoder().decode(BulkSummaryDocument.self, from: data)
    }

    func assertTotals(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(totals.repositories, rows.count, file: file, line: line)
        XCTAssertEqual([totals.ok, totals.skipped, totals.failed], ["ok", "skipped", "failed"].map { s in rows.filter { $0.status == s }.count },
                       file: file, line: line)
        XCTAssertEqual(totals.filesScanned, rows.map(\.filesScanned).reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.filesChanged, rows.map(\.filesChanged).reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.filesFailed, rows.map(\.filesFailed).reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.editsByTransform, rows.reduce(into: [:]) { $0.merge($1.editsByTransform, uniquingKeysWith: +) }, file: file, line: line)
        XCTAssertEqual(totals.warningsByTransform, rows.reduce(into: [:]) { $0.merge($1.warningsByTransform, uniquingKeysWith: +) }, file: file, line: line)
        XCTAssertEqual(totals.edits, totals.editsByTransform.values.reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.warnings, totals.warningsByTransform.values.reduce(0, +), file: file, line: line)
    }
}
