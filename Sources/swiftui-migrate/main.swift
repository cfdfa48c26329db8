import Foundation
import MigrationKit

/// Dispatches to the subcommand; every usage error exits 2 with one line saying what to change.
func main(_ arguments: [String]) -> Int32 {
    do {
        switch arguments.first {
        case "parse": return ParseCommand.run(Array(arguments.dropFirst()))
        case "list": return try ListCommand.run(Array(arguments.dropFirst()))
        case "explain": return try ExplainCommand.run(Array(arguments.dropFirst()))
        case "bulk": return try BulkCommand.run(Array(arguments.dropFirst()))
        case "report": return try ReportCommand.run(Array(arguments.dropFirst()))
        case "--help", "-h", "help":
            print(Usage.text)
            return 0
        case "--version":
            print("\(ToolInfo.name) \(ToolInfo.version)")
            return 0
        default:
            let rest = arguments.first == "migrate" ? Array(arguments.dropFirst()) : arguments
            let parsed = try MigrateArguments.parse(rest, validIDs: TestHooks.registry.map { $0.id })
            return ParallelWorkers.onLargeStack {
                if let stdinPath = parsed.stdinPath { return StdinCommand.run(parsed, stdinPath: stdinPath) }
                return MigrateCommand.run(parsed)
            }
        }
    } catch {
        FileHandle.standardError.write(Data("\(ToolInfo.name): error: \(error)\nrun '\(ToolInfo.name) --help' for usage\n".utf8))
        return 2
    }
}

exit(main(Array(CommandLine.arguments.dropFirst())))
