import MigrationDriver
import MigrationKit

/// `swiftui-migrate list`: every transform in pipeline order, with its summary and the
/// minimum OS versions its rewritten code needs, then the groups `--only`/`--skip` take.
enum ListCommand {
    static func run(_ arguments: [String], setup: ToolSetup) throws -> Int32 {
        guard arguments.isEmpty else { throw UsageError("list takes no arguments (got \(arguments.joined(separator: " ")))") }
        let transforms = setup.registry
        let idWidth = transforms.map { $0.id.count }.max() ?? 0
        let summaryWidth = transforms.map { $0.summary.count }.max() ?? 0
        var text = ""
        for transform in transforms {
            let id = transform.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            let summary = transform.summary.padding(toLength: summaryWidth + 2, withPad: " ", startingAt: 0)
            text += "\(id)\(summary)\(transform.availability)\n"
        }
        let groups = TransformGroup.allCases.map { group in (group.rawValue, transforms.filter { $0.group == group }.map { $0.id }) }
            .filter { !$0.1.isEmpty }
        if !groups.isEmpty {
            let nameWidth = groups.map(\.0.count).max() ?? 0
            text += "\ngroups (for --only and --skip):\n"
            for (name, ids) in groups { text += "  " + name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0) + ids.joined(separator: ", ") + "\n" }
        }
        try StandardOutput.write(text)
        return 0
    }
}
