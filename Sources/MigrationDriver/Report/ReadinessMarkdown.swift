import MigrationKit

/// The readiness report as Markdown for an issue or a pull request: the same content as the
/// text form, as tables.
public enum ReadinessMarkdown {
    public static func render(_ report: ReadinessReport, top: Int) -> String {
        var out = "# \(ToolInfo.name) readiness\n\n" + ReadinessWording.headline(report) + ".\n\n" + ReadinessWording.assumptions(report) + ".\n\n"
        if let projects = ReadinessWording.projects(report, bullet: "- ") { out += projects + "\n\n" }
        var patterns = MarkdownTable([("Transform", .left), ("Legacy pattern", .left), ("Found", .right), ("Migrate", .right), ("Stay", .right),
                                      ("Warnings", .right)])
        for transform in report.transforms {
            for (k, pattern) in transform.patterns.enumerated() {
                let first = k == 0
                let note = transform.notRun.map { " (not run: \($0))" } ?? transform.heldBackByTargets.map { " (held back \($0))" } ?? ""
                patterns.add([first ? "`\(transform.id)`" + note : "", pattern.pattern,
                              "\(pattern.found)", "\(pattern.migrate)", "\(pattern.stay)", first ? "\(transform.refusals)" : ""])
            }
        }
        out += patterns.text
        let notes = report.transforms.compactMap { transform in transform.quietStays.map { "- `\(transform.id)`: \($0).\n" } }
        if !notes.isEmpty { out += "\n" + notes.joined() }
        out += section("Why sites stay", report.transforms.map { ($0.id, $0.refusalReasons) }, top: top)
        out += section("Migrated, but check by hand", report.transforms.map { ($0.id, $0.cautionReasons) }, top: top)
        if !report.heldBack.isEmpty {
            out += "\n## Classes holding back the most view-side sites\n\n"
            var table = MarkdownTable([("Class", .left), ("Declared at", .left), ("View-side sites", .right), ("Why it stays an ObservableObject", .left)])
            for held in report.heldBack.prefix(top) { table.add(["`\(held.name)`", "`\(held.place)`", "\(held.sites)", held.reasons.joined(separator: "; ")]) }
            out += table.text
        }
        if !report.failures.isEmpty {
            out += "\n## Files that could not be processed\n\n"
            for failure in report.failures { out += "- `\(failure.path)`: \(MarkdownTable.escape(failure.message))\n" }
        }
        return out
    }

    private static func section(_ title: String, _ groups: [(id: String, reasons: [ReadinessReport.ReasonCount])], top: Int) -> String {
        let shown = groups.filter { !$0.reasons.isEmpty }
        guard !shown.isEmpty else { return "" }
        var table = MarkdownTable([("Transform", .left), ("Warnings", .right), ("Reason", .left), ("What helps", .left), ("Example", .left)])
        for group in shown {
            for (k, reason) in group.reasons.prefix(top).enumerated() {
                let suggested = reason.options.map { ": " + ReadinessWording.options($0, top: top) } ?? ""
                table.add([k == 0 ? "`\(group.id)`" : "", "\(reason.count)", reason.label, (reason.hint ?? "") + suggested, "`\(reason.example)`"])
            }
            if group.reasons.count > top {
                let rest = group.reasons.dropFirst(top)
                table.add(["", "\(rest.reduce(0) { $0 + $1.count })", "\(rest.count) other reasons", "", ""])
            }
        }
        return "\n## \(title)\n\n" + table.text
    }
}
