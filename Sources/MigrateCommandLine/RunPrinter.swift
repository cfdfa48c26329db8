import Foundation
import MigrationDriver
import MigrationKit

/// Prints a run's results as they arrive, in the form the command line asked for: diagnostics
/// on stderr, the diff on stdout (`--dry-run`) and in the patch file (`--patch`), or one JSON /
/// SARIF document at the end. Called one file at a time, in file order.
///
/// When the diff cannot be written (stdout closed or full, no room for the patch), the printer
/// cancels the run, writes nothing more, and `finish` throws the first error.
final class RunPrinter {
    private let arguments: MigrateArguments
    private let errors: ErrorStream
    private let patch: PatchDestination?
    private let cancellation: RunCancellation
    private let colors: Bool
    private let showsSummary: Bool
    private var json: JSONReport
    private var sarif: SARIFReport
    /// The first write that failed.
    private var failure: Error?

    init(arguments: MigrateArguments, errors: ErrorStream, patch: PatchDestination?, request: RunRequest, showsSummary: Bool = true) {
        self.arguments = arguments
        self.errors = errors
        self.patch = patch
        self.cancellation = request.cancellation ?? RunCancellation()
        self.showsSummary = showsSummary
        self.json = JSONReport(mode: arguments.modeName)
        self.sarif = SARIFReport(registry: request.registry, base: request.display.base)
        switch arguments.color {
        case .always: colors = true
        case .never: colors = false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            colors = isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        }
    }

    /// The file's diff, when the output needs it (called on worker threads, in parallel).
    func diff(_ result: FileResult) -> String? {
        needsDiff && result.changed ? UnifiedDiff.make(path: result.path, old: result.original, new: result.output) : nil
    }

    /// Handles one file's result and its diff.
    func add(_ result: FileResult, diff: String?) {
        printErrors(result)
        if let diff = diff, failure == nil {
            do {
                try patch?.append(diff)
                if arguments.dryRun && arguments.format == .text { try StandardOutput.write(colors ? DiffColors.colorize(diff) : diff) }
            } catch {
                failure = error
                cancellation.cancel()
            }
        }
        switch arguments.format {
        case .text: break
        case .json: json.add(result, diff: diff)
        case .sarif: sarif.add(result)
        }
    }

    /// Handles a changed file that could not be written after all (`failure` holds its error).
    func notWritten(_ failure: FileResult) {
        printErrors(failure)
        switch arguments.format {
        case .text: break
        case .json: json.notWritten(failure)
        case .sarif: sarif.add(failure)
        }
    }

    /// Puts the patch in place and prints the summary line or the document; throws the first
    /// output that could not be written (the patch is then not written at all).
    func finish(_ summary: RunSummary) throws {
        errors.finishProgress()
        if let failure = failure {
            patch?.discard()
            throw failure
        }
        try patch?.commit()
        switch arguments.format {
        case .text:
            if showsSummary && !arguments.quiet { errors.write(SummaryLine.text(summary, writes: arguments.writesChanges)) }
        case .json:
            json.finish(summary)
            try StandardOutput.write(json.encoded())
        case .sarif:
            try StandardOutput.write(sarif.encoded(succeeded: summary.failed == 0))
        }
    }

    private func printErrors(_ result: FileResult) {
        for diagnostic in result.diagnostics where diagnostic.severity == .error || (arguments.format == .text && !arguments.quiet) {
            for line in diagnostic.lines { errors.write(line) }
        }
    }

    private var needsDiff: Bool { arguments.dryRun || patch != nil || arguments.format == .json }
}
