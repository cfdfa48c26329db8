import Foundation
import MigrationDriver
import MigrationKit

/// `swiftui-migrate report [options] PATH...`: writes nothing; prints how ready the project
/// is for the migration: per transform, the legacy patterns found, how many a run would
/// migrate and how many stay, and the top reasons the transforms give for the rest (text,
/// `--format json` or `--format markdown`; `--top N` reasons per transform, default 5). The
/// transform options apply as for a migration, so a lead can see what `--include-public` or
/// `--min-ios 16` would change. Exit 0, or 2 when a file could not be processed.
enum ReportCommand {
    enum Format: String { case text, json, markdown }

    static let help = """
    usage: swiftui-migrate report [--format text|json|markdown] [--top N] [options] PATH...

    Writes nothing. For each transform: the legacy patterns found (ObservableObject conformances,
    @StateObject, NavigationView, .sheet(isPresented:), ...), how many a migration would change and
    how many would stay; then why they stay (the transforms' warnings grouped by reason, with an
    example place and the option or edit that helps), changes to check by hand, and the classes
    that hold back the most view-side sites.

      --format text|json|markdown   text for a terminal (default), JSON for scripts (every reason),
                                    Markdown for an issue or a pull request
      --top N                       reasons shown per transform (default 5)

    The migration options (--only, --skip, --min-ios, --platforms, --include-public, --exclude, ...)
    apply as for a migration, so a report shows what they would change.
    exit status: 0 · 2 a file could not be processed, or a usage error
    """

    static func run(_ arguments: [String], setup: ToolSetup) throws -> Int32 {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            try StandardOutput.write(help + "\n")
            return 0
        }
        let own = try SubcommandOptions(arguments, valued: ["--format", "--top"], switches: [])
        let formatText = own.values["--format"] ?? "text"
        guard let format = Format(rawValue: formatText) else { throw UsageError("--format: expected text, json or markdown, got '\(formatText)'") }
        let topText = own.values["--top"] ?? "5"
        guard let top = Int(topText), top >= 1 else { throw UsageError("--top: expected a whole number of 1 or more, got '\(topText)'") }
        let parsed = try MigrateArguments.parse(own.rest, registry: setup.registry)
        try SubcommandOptions.refuseModes(parsed, in: "report", because: "it writes nothing and prints a readiness table")
        return try ParallelWorkers.onLargeStack { try report(parsed, format: format, top: top, setup: setup) }
    }

    private static func report(_ arguments: MigrateArguments, format: Format, top: Int, setup: ToolSetup) throws -> Int32 {
        var request = MigrateCommand.makeRequest(arguments, setup: setup)
        request.writesChanges = false  // a report only reads
        let errors = MigrateCommand.errorStream(arguments, showingProgressOf: &request)
        var tally = ReadinessTally(registry: request.registry)
        let summary = ProjectRunner(request).run(prepare: tally.census.counts) { result, counts in tally.add(result, counts: counts) }
        errors.finishProgress()
        let readiness = tally.report(paths: arguments.paths, summary: summary)
        let document: Data
        switch format {
        case .text: document = Data(ReadinessText.render(readiness, top: top).utf8)
        case .markdown: document = Data(ReadinessMarkdown.render(readiness, top: top).utf8)
        case .json: document = readiness.encoded()
        }
        try StandardOutput.write(document)
        return summary.failed > 0 ? 2 : 0
    }
}
