import Foundation
import MigrationKit

/// Dispatches to the subcommand. A usage error exits 2 with one line saying what to change;
/// output that cannot be written (stdout, a patch) exits 2 with one line saying why, or quietly
/// with 141 when stdout's reader went away (`| head`); an interruption exits 128 + the signal
/// (`Interruption`).
func main(_ arguments: [String]) -> Int32 {
    do {
        switch arguments.first {
        case "parse": return try ParseCommand.run(Array(arguments.dropFirst()))
        case "list": return try ListCommand.run(Array(arguments.dropFirst()))
        case "explain": return try ExplainCommand.run(Array(arguments.dropFirst()))
        case "bulk": return try BulkCommand.run(Array(arguments.dropFirst()))
        case "report": return try ReportCommand.run(Array(arguments.dropFirst()))
        case "--help", "-h", "help":
            try StandardOutput.write(Usage.text + "\n")
            return 0
        case "--version":
            try StandardOutput.write("\(ToolInfo.name) \(ToolInfo.version)\n")
            return 0
        default:
            let rest = arguments.first == "migrate" ? Array(arguments.dropFirst()) : arguments
            let parsed = try MigrateArguments.parse(rest, validIDs: TestHooks.registry.map { $0.id })
            return try ParallelWorkers.onLargeStack {
                if let stdinPath = parsed.stdinPath { return try StdinCommand.run(parsed, stdinPath: stdinPath) }
                return try MigrateCommand.run(parsed)
            }
        }
    } catch let error as OutputError {
        if !error.readerGone { ErrorStream.put("\(ToolInfo.name): error: \(error)\n") }
        return error.exitStatus
    } catch let error as FileProblem {
        ErrorStream.put("\(ToolInfo.name): error: \(error)\n")
        return 2
    } catch {
        ErrorStream.put("\(ToolInfo.name): error: \(error)\nrun '\(ToolInfo.name) --help' for usage\n")
        return 2
    }
}

Interruption.install()
exit(main(Array(CommandLine.arguments.dropFirst())))
