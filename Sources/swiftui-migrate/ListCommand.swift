import MigrationKit
import Transforms

/// `swiftui-migrate list`: every transform in pipeline order, with its summary and the
/// minimum OS versions its rewritten code needs.
enum ListCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.isEmpty else { throw UsageError("list takes no arguments (got \(arguments.joined(separator: " ")))") }
        let transforms = TransformRegistry.all
        let idWidth = transforms.map { $0.id.count }.max() ?? 0
        let summaryWidth = transforms.map { $0.summary.count }.max() ?? 0
        var text = ""
        for transform in transforms {
            let id = transform.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            let summary = transform.summary.padding(toLength: summaryWidth + 2, withPad: " ", startingAt: 0)
            text += "\(id)\(summary)\(transform.availability)\n"
        }
        try StandardOutput.write(text)
        return 0
    }
}

/// `swiftui-migrate explain ID`: a transform's documentation (rationale, preconditions,
/// before/after examples).
enum ExplainCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.count == 1 else { throw UsageError("usage: swiftui-migrate explain ID (ids: \(TransformRegistry.ids.joined(separator: ", ")))") }
        guard let transform = TransformRegistry.transform(withID: arguments[0]) else {
            throw UsageError("unknown transform '\(arguments[0])'; valid ids: \(TransformRegistry.ids.joined(separator: ", "))")
        }
        let documentation = transform.documentation.hasSuffix("\n") ? transform.documentation : transform.documentation + "\n"
        try StandardOutput.write("\(transform.id): \(transform.summary)\nNeeds: \(transform.availability)\n\n" + documentation)
        return 0
    }
}
