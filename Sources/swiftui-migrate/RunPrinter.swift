import Foundation
import MigrationKit

/// Prints a run's results as they arrive, in the form the command line asked for: diagnostics
/// on stderr, the diff on stdout (`--dry-run`) and in the patch file (`--patch`), or one JSON /
/// SARIF document at the end. Called one file at a time, in file order.
final class RunPrinter {
    private let arguments: MigrateArguments
    private let errors: ErrorStream
    private let patch: FileHandle?
    private let colors: Bool
    private let showsSummary: Bool
    private var json: JSONReport
    private var sarif: SARIFReport

    init(arguments: MigrateArguments, errors: ErrorStream, patch: FileHandle?, registry: [any Transform.Type], display: PathDisplay,
         showsSummary: Bool = true) {
        self.arguments = arguments
        self.errors = errors
        self.patch = patch
        self.showsSummary = showsSummary
        self.json = JSONReport(mode: arguments.modeName)
        self.sarif = SARIFReport(registry: registry, base: display.base)
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
        for diagnostic in result.diagnostics where diagnostic.severity == .error || (arguments.format == .text && !arguments.quiet) {
            errors.write(diagnostic.formatted)
        }
        if let diff = diff {
            patch?.write(Data(diff.utf8))
            if arguments.dryRun && arguments.format == .text { writeOut(colors ? DiffColors.colorize(diff) : diff) }
        }
        switch arguments.format {
        case .text: break
        case .json: json.add(result, diff: diff)
        case .sarif: sarif.add(result)
        }
    }

    /// Prints the summary line or the document.
    func finish(_ summary: RunSummary) {
        errors.finishProgress()
        switch arguments.format {
        case .text:
            if showsSummary && !arguments.quiet { errors.write(SummaryLine.text(summary, writes: arguments.writesChanges)) }
        case .json:
            json.finish(summary)
            FileHandle.standardOutput.write(json.encoded())
        case .sarif:
            FileHandle.standardOutput.write(sarif.encoded(succeeded: summary.failed == 0))
        }
    }

    private var needsDiff: Bool { arguments.dryRun || patch != nil || arguments.format == .json }

    private func writeOut(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
}
