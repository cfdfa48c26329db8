import MigrationKit

/// A bulk run's `summary.md`: the repositories as a table a pull request or an issue shows as
/// is, then edits and warnings per transform, the projects decided apart in repositories that
/// hold several, then what each skipped or failed repository needs.
public enum BulkMarkdown {
    public static func render(_ summary: BulkSummary) -> String {
        let totals = summary.totals
        var out = "# \(ToolInfo.name) bulk run\n\n"
        out += modeSentence(summary) + " \(plural(totals.repositories, "repository", "repositories")): "
            + "\(totals.ok) ok, \(totals.skipped) skipped, \(totals.failed) failed.\n\n"
        out += repositoryTable(summary).text
        let columns = summary.transformColumns
        if !columns.isEmpty {
            out += "\n## Edits and warnings per transform\n\nEach cell: edits / warnings.\n\n"
            out += transformTable(summary, columns: columns).text
        }
        let grouped = summary.repositories.filter { $0.projects != nil }
        if !grouped.isEmpty {
            out += "\n## Projects decided apart\n\nEach project of these repositories was decided as if run alone.\n\n"
            for report in grouped {
                out += "- **\(MarkdownTable.escape(report.name))**\n"
                for project in report.projects ?? [] { out += "  - \(MarkdownTable.escape(project))\n" }
            }
        }
        let attention = summary.repositories.filter { $0.status != .ok }
        if !attention.isEmpty {
            out += "\n## Needs attention\n\n"
            for report in attention { out += "- **\(MarkdownTable.escape(report.name))** (\(report.status.rawValue)): \(report.message ?? "")\n" }
        }
        return out
    }

    private static func modeSentence(_ summary: BulkSummary) -> String {
        switch summary.mode {
        case "patch": return "Patches only: no repository was changed."
        case "apply": return "Changes written into the repositories."
        default: return "Changes committed on branch `\(summary.branch ?? "")` in each repository."
        }
    }

    private static func repositoryTable(_ summary: BulkSummary) -> MarkdownTable {
        var table = MarkdownTable([("Repository", .left), ("Status", .left), ("Files scanned", .right), ("Files changed", .right),
                                   ("Edits", .right), ("Warnings", .right), ("Failed files", .right), ("Time", .right), ("Result", .left)])
        for report in summary.repositories {
            table.add([report.name, report.status.rawValue] + (report.ran ? [
                "\(report.filesScanned)", "\(report.filesChanged)", "\(report.edits)", "\(report.warnings)", "\(report.filesFailed)",
            ] : Array(repeating: "–", count: 5)) + [seconds(report.elapsedSeconds), result(report)])
        }
        let totals = summary.totals
        table.add(["**Total**", "\(totals.ok) ok, \(totals.skipped) skipped, \(totals.failed) failed", "\(totals.filesScanned)",
                   "\(totals.filesChanged)", "\(totals.edits)", "\(totals.warnings)", "\(totals.filesFailed)", seconds(totals.elapsedSeconds), ""])
        return table
    }

    /// Links to the patch and diagnostics, the commit, or the reason.
    private static func result(_ report: RepositoryReport) -> String {
        var parts: [String] = []
        if let commit = report.commit, let branch = report.branch { parts.append("`\(branch)` @ `\(commit.prefix(10))`") }
        if let patch = report.patch { parts.append("[patch](\(patch))") }
        if let diagnostics = report.diagnostics { parts.append("[diagnostics](\(diagnostics))") }
        if report.status == .ok && report.patch == nil, let message = report.message { parts.append(message) }
        if report.status != .ok { parts.append("see below") }
        return parts.joined(separator: " · ")
    }

    private static func transformTable(_ summary: BulkSummary, columns: [String]) -> MarkdownTable {
        var table = MarkdownTable([("Repository", .left)] + columns.map { (title: "`\($0)`", alignment: MarkdownTable.Alignment.right) })
        func cells(_ edits: [String: Int], _ warnings: [String: Int]) -> [String] {
            columns.map { id in
                let e = edits[id] ?? 0, w = warnings[id] ?? 0
                return e == 0 && w == 0 ? "" : "\(e) / \(w)"
            }
        }
        for report in summary.repositories where report.edits + report.warnings > 0 {
            table.add([report.name] + cells(report.editsByTransform, report.warningsByTransform))
        }
        table.add(["**Total**"] + cells(summary.totals.editsByTransform, summary.totals.warningsByTransform))
        return table
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
