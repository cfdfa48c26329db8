import Foundation
import MigrationDriver
import MigrationKit

/// `swiftui-migrate bulk --repos LIST --out DIR [--apply [--branch NAME | --allow-dirty]] [options]`:
/// migrates many repositories in one run, one after another (each on every core: one
/// repository's files already keep them busy, and one at a time keeps memory, git operations
/// and per-repository times separate). Per repository a patch or a commit, and
/// `DIR/summary.json` and `DIR/summary.md` for all. Exit 2 when any repository failed, an
/// output file could not be written, or on a usage error, else 0: a skipped repository
/// (uncommitted changes, no git work tree with --branch) is not a failure.
enum BulkCommand {
    static let help = """
    usage: swiftui-migrate bulk --repos LIST --out DIR [--apply [--branch NAME | --allow-dirty]] [options]

    Migrates each repository LIST names, one after another, and writes into DIR:
      <name>.patch        the changes, for `git apply` at the repository's root (only when something changes)
      <name>.diagnostics  the warnings, as `path:line:col: warning: ... [transform]` (paths from the repository's root)
      summary.json        one row per repository (files scanned and changed, edits and warnings per transform,
      summary.md          failures, time) and the totals; the Markdown reads as a table in a pull request

      --repos LIST        one repository folder per line; `#` starts a comment; a relative path is relative
                          to LIST's folder; <name> is the folder's name (with parent folders when two share it)
      --out DIR           created when missing; must lie outside every repository
      --apply             write the changes into the repositories, all of a repository's files or none (a repository
                          with a file that cannot be processed gets nothing written); a git work tree with uncommitted
                          changes or untracked files is skipped, untouched. A folder outside git is written as it is.
      --allow-dirty       with --apply (without --branch), write git work trees with uncommitted changes too
      --branch NAME       with --apply, in each git work tree with no uncommitted changes and no untracked files:
                          write, create NAME at the current commit, switch to it, and commit exactly the changed
                          files with the repository's git identity (none configured: that repository fails).
                          Not a work tree, or uncommitted changes: skipped, never stashed or overwritten.
                          NAME exists already: that repository fails, untouched. Nothing to migrate: no branch.
      --quiet, -q         print only the repositories that failed

    The migration options (--only, --skip, --min-ios, --platforms, --exclude, --jobs, --no-verify, ...)
    apply to every repository; platforms not given are inferred per repository. Output files replace (never
    follow) what is at their names, and are written whole or not at all.
    exit status: 0 every repository ok or skipped · 2 a repository failed, an output file could not be written,
    or a usage error · 130/143 interrupted (the repositories done before it stay done)
    """

    static func run(_ arguments: [String], setup: ToolSetup) throws -> Int32 {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            try StandardOutput.write(help + "\n")
            return 0
        }
        let parsed = try BulkArguments.parse(arguments, registry: setup.registry)
        let entries: [RepositoryEntry]
        do { entries = try RepositoryList.read(parsed.list) } catch { throw UsageError("\(error)") }
        guard !entries.isEmpty else { throw UsageError("the repository list \(parsed.list) names no repository") }
        let out = CanonicalPath.of(parsed.out)
        let places = entries.map { RepositoryPlace($0.path) }
        if let inside = zip(entries, places).first(where: { CanonicalPath.isInside(out, $1.root) })?.0 {
            throw UsageError("--out \(parsed.out) lies inside the repository \(inside.written) (line \(inside.line)); choose a folder outside every repository")
        }
        do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
            throw UsageError("cannot create the output folder \(parsed.out): \(error.localizedDescription)")
        }
        let settings = makeSettings(parsed, out: out, setup: setup)
        let errors = ErrorStream(showsProgress: false)
        var summary = BulkSummary(settings: settings)
        try ParallelWorkers.onLargeStack {
            let run = RepositoryRun(settings: settings)
            for (k, entry) in entries.enumerated() {
                let report = run.run(entry, at: places[k])
                summary.add(report)
                if !parsed.migration.quiet || report.status == .failed {
                    errors.write("\(ToolInfo.name): [\(k + 1)/\(entries.count)] \(BulkLine.text(report, out: parsed.out, applies: parsed.apply))")
                }
            }
        }
        do {
            try OutputFile.write(summary.encoded(), to: out + "/summary.json")
            try OutputFile.write(Data(BulkMarkdown.render(summary).utf8), to: out + "/summary.md")
        } catch {
            errors.write("\(ToolInfo.name): error: \(error)")
            return 2
        }
        let totals = summary.totals
        if !parsed.migration.quiet {
            errors.write("\(ToolInfo.name): bulk: \(totals.repositories) repositories: \(totals.ok) ok, \(totals.skipped) skipped, "
                + "\(totals.failed) failed; summary: \(BulkLine.join(parsed.out, "summary.md")), \(BulkLine.join(parsed.out, "summary.json"))")
        }
        return totals.failed > 0 ? 2 : 0
    }

    private static func makeSettings(_ parsed: BulkArguments, out: String, setup: ToolSetup) -> BulkSettings {
        var settings = BulkSettings(request: MigrateCommand.baseRequest(parsed.migration, setup: setup), outDirectory: out)
        settings.apply = parsed.apply
        settings.branch = parsed.branch
        settings.allowsDirty = parsed.allowsDirty
        return settings
    }
}

/// The command line of `bulk`, read and checked.
struct BulkArguments {
    var list: String
    var out: String
    var apply: Bool
    var branch: String?
    /// `--allow-dirty`: with `--apply`, write work trees with uncommitted changes too.
    var allowsDirty: Bool
    /// The migration options every repository gets.
    var migration: MigrateArguments

    static func parse(_ arguments: [String], registry: [any Transform.Type]) throws -> BulkArguments {
        let own = try SubcommandOptions(arguments, valued: ["--repos", "--out", "--branch"], switches: ["--apply", "--allow-dirty"])
        let migration = try MigrateArguments.parse(own.rest, registry: registry, requiresPaths: false)
        try SubcommandOptions.refuseModes(migration, in: "bulk", because: "without --apply it only writes patches and summaries into --out")
        guard migration.paths.isEmpty else {
            throw UsageError("bulk takes its repositories from --repos LIST, not as arguments (got \(migration.paths.joined(separator: " ")))")
        }
        guard migration.format == .text else { throw UsageError("bulk does not take --format: it writes summary.json and summary.md into --out") }
        guard let list = own.values["--repos"] else { throw UsageError("bulk needs --repos LIST: a file with one repository path per line") }
        guard let out = own.values["--out"] else { throw UsageError("bulk needs --out DIR: the folder for the patches and the summaries") }
        let apply = own.switches.contains("--apply")
        let branch = own.values["--branch"]
        let allowsDirty = own.switches.contains("--allow-dirty")
        if let branch = branch {
            guard apply else { throw UsageError("--branch goes with --apply (without it nothing is written, so there is nothing to commit)") }
            guard GitRepository.isValidBranchName(branch) else { throw UsageError("--branch: '\(branch)' is not a valid git branch name (or git is not on PATH)") }
        }
        if allowsDirty {
            guard apply else { throw UsageError("--allow-dirty goes with --apply (without it no repository is written)") }
            guard branch == nil else { throw UsageError("--allow-dirty does not go with --branch: the commit would take the uncommitted changes along") }
        }
        return BulkArguments(list: list, out: out, apply: apply, branch: branch, allowsDirty: allowsDirty, migration: migration)
    }
}

/// The line `bulk` prints for each repository as it finishes.
enum BulkLine {
    static func text(_ report: RepositoryReport, out: String, applies: Bool) -> String {
        var parts: [String] = []
        if report.ran {
            var figures = "\(plural(report.filesScanned, "file")) scanned, \(report.filesChanged) "
                + (applies && (report.applied || report.filesChanged == 0) ? "changed" : "would change")
            if report.edits + report.warnings > 0 { figures += " (\(plural(report.edits, "edit")), \(plural(report.warnings, "warning")))" }
            parts.append(figures)
        }
        if report.status != .ok { parts.append("\(report.status.rawValue): \(report.message ?? "")") }
        else if let message = report.message { parts.append(message) }
        if let commit = report.commit, let branch = report.branch { parts.append("committed on \(branch) as \(commit.prefix(10))") }
        if let patch = report.patch { parts.append("patch: \(join(out, patch))") }
        if let diagnostics = report.diagnostics { parts.append("diagnostics: \(join(out, diagnostics))") }
        parts.append(String(format: "%.2f s", report.elapsedSeconds))
        return "\(report.name): " + parts.joined(separator: "; ")
    }

    static func join(_ folder: String, _ file: String) -> String { folder.hasSuffix("/") ? folder + file : folder + "/" + file }
}
