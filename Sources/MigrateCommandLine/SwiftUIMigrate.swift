import Foundation
import MigrationDriver
import MigrationKit

/// The command line, as a library: the shipped executable calls `run` with the real transforms
/// and no hook; the test-only testbed (Tests/Testbed) calls it with more.
public enum SwiftUIMigrate {
    /// Installs the signal handling, runs the command `arguments` (without the program name)
    /// ask for, and returns the exit status. Call it first thing, before other threads start.
    public static func main(arguments: [String], registry: [any Transform.Type], beforeWrite: ((String) -> Void)? = nil) -> Int32 {
        Interruption.install()
        AllocatorTuning.keepFreedMemory()
        return run(arguments, setup: ToolSetup(registry: registry, beforeWrite: beforeWrite))
    }

    /// Dispatches to the subcommand. A usage error exits 2 with one line saying what to change;
    /// output that cannot be written (stdout, a patch) exits 2 with one line saying why, or quietly
    /// with 141 when stdout's reader went away (`| head`); an interruption exits 128 + the signal
    /// (`Interruption`).
    static func run(_ arguments: [String], setup: ToolSetup) -> Int32 {
        do {
            switch arguments.first {
            case "parse": return try ParseCommand.run(Array(arguments.dropFirst()))
            case "list": return try ListCommand.run(Array(arguments.dropFirst()), setup: setup)
            case "explain": return try ExplainCommand.run(Array(arguments.dropFirst()), setup: setup)
            case "bulk": return try BulkCommand.run(Array(arguments.dropFirst()), setup: setup)
            case "report": return try ReportCommand.run(Array(arguments.dropFirst()), setup: setup)
            case "--help", "-h", "help":
                try StandardOutput.write(Usage.text + "\n")
                return 0
            case "--version":
                try StandardOutput.write("\(ToolInfo.name) \(ToolInfo.version)\n")
                return 0
            default:
                let rest = arguments.first == "migrate" ? Array(arguments.dropFirst()) : arguments
                let parsed = try MigrateArguments.parse(rest, registry: setup.registry)
                return try ParallelWorkers.onLargeStack {
                    if let stdinPath = parsed.stdinPath { return try StdinCommand.run(parsed, stdinPath: stdinPath, setup: setup) }
                    return try MigrateCommand.run(parsed, setup: setup)
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
}
