import Foundation
import MigrationDriver
import MigrationKit

/// `swiftui-migrate [migrate] [options] PATH...`: migrates a project in place, or shows, saves
/// or checks what would change. Output that cannot be written (stdout, the patch) ends the run
/// with one line and exit 2 (quietly with 141 when stdout's reader went away): see `main`.
enum MigrateCommand {
    static func run(_ arguments: MigrateArguments, setup: ToolSetup) throws -> Int32 {
        var request = makeRequest(arguments, setup: setup)
        let errors = errorStream(arguments, showingProgressOf: &request)
        // A file is written beside its destination and put in place when the run ends (never half
        // a patch); a device or a pipe gets the patch as the run goes.
        let patch = try arguments.patchFile.map { try PatchDestination($0, readPaths: arguments.paths + arguments.projectPaths) }
        let printer = RunPrinter(arguments: arguments, errors: errors, patch: patch, request: request)
        let summary = ProjectRunner(request).run(prepare: printer.diff, notWritten: printer.notWritten, printer.add)
        try printer.finish(summary)
        return exitStatus(summary, check: arguments.check)
    }

    /// 2 when a file failed, 1 when `--check` finds changes, else 0.
    static func exitStatus(_ summary: RunSummary, check: Bool) -> Int32 {
        if summary.failed > 0 { return 2 }
        if check && summary.changed > 0 { return 1 }
        return 0
    }

    /// The run the arguments describe (shared with `--stdin-path`).
    static func makeRequest(_ arguments: MigrateArguments, setup: ToolSetup) -> RunRequest {
        var request = baseRequest(arguments, setup: setup)
        request.readProjectSettings(near: arguments.projectPaths + arguments.paths + [arguments.stdinPath].compactMap { $0 })
        request.projectPaths = arguments.projectPaths
        request.writesChanges = arguments.writesChanges
        request.checksWritability = arguments.checksWritability
        request.beforeWrite = setup.beforeWrite
        request.cancellation = RunCancellation()
        return request
    }

    /// What the migration options in `arguments` ask of every run, `bulk`'s too: the paths, the
    /// options as given (platforms not inferred), the transforms, exclusions, threads and
    /// compiler check. It writes nothing.
    static func baseRequest(_ arguments: MigrateArguments, setup: ToolSetup) -> RunRequest {
        var request = RunRequest(paths: arguments.paths, options: arguments.options, registry: setup.registry)
        request.exclude = ExcludeRules(patterns: arguments.excludes)
        request.jobs = arguments.jobs
        request.compilerCheck = arguments.verify ? CompilerParseCheck.fromEnvironment() : nil
        return request
    }

    /// Standard error for the run of `request`, drawing its progress on a terminal unless `--quiet`.
    static func errorStream(_ arguments: MigrateArguments, showingProgressOf request: inout RunRequest) -> ErrorStream {
        let errors = ErrorStream(showsProgress: !arguments.quiet && ErrorStream.isTerminal)
        request.progress = { progress in
            // Only long runs earn a progress line.
            if progress.total >= 200 { errors.progress(progress) }
        }
        return errors
    }
}
