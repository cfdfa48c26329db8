import MigrationDriver
import MigrationKit

/// `swiftui-migrate explain ID`: a transform's documentation (rationale, preconditions,
/// before/after examples).
enum ExplainCommand {
    static func run(_ arguments: [String], setup: ToolSetup) throws -> Int32 {
        guard arguments.count == 1 else { throw UsageError("usage: swiftui-migrate explain ID (ids: \(setup.ids.joined(separator: ", ")))") }
        guard let transform = setup.transform(withID: arguments[0]) else {
            throw UsageError("unknown transform '\(arguments[0])'; valid ids: \(setup.ids.joined(separator: ", "))")
        }
        let documentation = transform.documentation.hasSuffix("\n") ? transform.documentation : transform.documentation + "\n"
        try StandardOutput.write("\(transform.id): \(transform.summary)\nNeeds: \(transform.availability)\n\n" + documentation)
        return 0
    }
}
