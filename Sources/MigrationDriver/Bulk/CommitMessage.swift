import MigrationKit

/// The message of a bulk run's commit: what changed, by transform, and what was left for review.
///
///     Migrate SwiftUI code with swiftui-migrate (3 files)
///
///     swiftui-migrate 0.1.0 changed 3 files with 7 edits:
///     - observable-object: 4 edits
///     - state-object: 3 edits
///
///     Transforms run: observable-object, state-object, ...
///     Warnings left for review: sheet-item 1
enum CommitMessage {
    static func make(report: RepositoryReport) -> String {
        let files = plural(report.filesChanged, "file")
        var lines = ["Migrate SwiftUI code with \(ToolInfo.name) (\(files))", "",
                     "\(ToolInfo.name) \(ToolInfo.version) changed \(files) with \(plural(report.edits, "edit")):"]
        for id in ordered(report.editsByTransform.keys, by: report.transformsRun) {
            lines.append("- \(id): \(plural(report.editsByTransform[id] ?? 0, "edit"))")
        }
        lines.append("")
        lines.append("Transforms run: " + report.transformsRun.joined(separator: ", "))
        let warnings = ordered(report.warningsByTransform.keys, by: report.transformsRun).map { "\($0) \(report.warningsByTransform[$0] ?? 0)" }
        lines.append("Warnings left for review: " + (warnings.isEmpty ? "none" : warnings.joined(separator: ", ")))
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `ids` in pipeline order (the order of `order`), then any others sorted.
func ordered<IDs: Sequence>(_ ids: IDs, by order: [String]) -> [String] where IDs.Element == String {
    let set = Set(ids)
    return order.filter(set.contains) + set.subtracting(order).sorted()
}
