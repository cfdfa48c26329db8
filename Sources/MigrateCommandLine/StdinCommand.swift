import Foundation
import MigrationDriver
import MigrationKit

/// `swiftui-migrate --stdin-path PATH [--project DIR]`: for editors and scripts. The source
/// comes on stdin and is migrated as if it were the file at PATH; the result goes to stdout
/// (the source unchanged when it cannot be migrated, so nothing is lost), diagnostics to
/// stderr. The project index holds that source plus, when PATH lies inside a `--project`
/// directory, the rest of that project. `--dry-run` prints a diff instead of the source,
/// `--check` exits 1 when it would change, `--format json|sarif` prints the document instead.
enum StdinCommand {
    static func run(_ arguments: MigrateArguments, stdinPath: String, setup: ToolSetup) throws -> Int32 {
        let source: [UInt8]
        do { source = [UInt8]((try FileHandle.standardInput.readToEnd()) ?? Data()) } catch {
            throw FileProblem("cannot read standard input: \(error.localizedDescription)")
        }
        var request = MigrateCommand.makeRequest(arguments, setup: setup)
        request.inMemory = [(stdinPath, source)]
        let file = CanonicalPath.of(stdinPath)
        request.projectPaths = arguments.projectPaths.filter { CanonicalPath.isInside(file, CanonicalPath.of($0)) }
        let errors = ErrorStream(showsProgress: false)
        var stdinResult: FileResult? = nil
        // No summary line: stderr carries only the file's diagnostics.
        let printer = RunPrinter(arguments: arguments, errors: errors, patch: nil, request: request, showsSummary: false)
        let summary = ProjectRunner(request).run(prepare: printer.diff) { result, diff in
            if stdinResult == nil { stdinResult = result }
            printer.add(result, diff: diff)
        }
        if arguments.format == .text && !arguments.dryRun {
            let result = stdinResult.map { $0.changed ? $0.output : source } ?? source
            try StandardOutput.write(Data(result))
        }
        try printer.finish(summary)
        return MigrateCommand.exitStatus(summary, check: arguments.check)
    }
}
