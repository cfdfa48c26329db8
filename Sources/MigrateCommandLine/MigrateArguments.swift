import Foundation
import MigrationDriver
import MigrationKit

/// `--format`
enum OutputFormat: String { case text, json, sarif }

/// `--color`
enum ColorChoice: String { case auto, always, never }

/// The command line of a migration run, read and checked.
struct MigrateArguments {
    var paths: [String] = []
    var dryRun = false
    var check = false
    /// `--in-place`: write changed files even where the output format alone would not.
    var inPlace = false
    var patchFile: String? = nil
    var stdinPath: String? = nil
    var projectPaths: [String] = []
    var excludes: [String] = []
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var verify = true
    var format = OutputFormat.text
    var color = ColorChoice.auto
    var quiet = false
    var options = MigrationOptions()

    /// True when changed files are written in place: `--in-place`, or no mode and text output
    /// (a JSON or SARIF document is a report; it writes only with `--in-place`).
    var writesChanges: Bool { !dryRun && !check && patchFile == nil && stdinPath == nil && (inPlace || format == .text) }

    /// True in place and in the dry run that shows it (not for `--check`, a patch or stdin):
    /// files the user cannot write are then files the run cannot change.
    var checksWritability: Bool { !check && patchFile == nil && stdinPath == nil }

    /// The mode's name in reports.
    var modeName: String {
        if stdinPath != nil { return "stdin" }
        if check { return "check" }
        if patchFile != nil && !dryRun { return "patch" }
        return writesChanges ? "in-place" : "dry-run"
    }

    /// Reads `arguments` (after the subcommand); `registry` gives the transform ids and groups
    /// `--only`/`--skip` may name. `requiresPaths` is false for subcommands that take their
    /// paths elsewhere (`bulk --repos`).
    static func parse(_ arguments: [String], registry: [any Transform.Type], requiresPaths: Bool = true) throws -> MigrateArguments {
        var result = MigrateArguments()
        let split = arguments.firstIndex(of: "--") ?? arguments.count
        try readingOptions {
            let rest = try result.options.parse(Array(arguments[..<split]))
            try result.readOwnOptions(rest)
        }
        result.paths += arguments[min(split + 1, arguments.count)...]
        try result.validate(registry: registry, requiresPaths: requiresPaths)
        return result
    }

    private mutating func readOwnOptions(_ arguments: [String]) throws {
        var reader = OptionReader(arguments[...])
        while let option = reader.next() {
            let name = option.name
            switch name {
            case "--dry-run": try option.requireNoValue(); dryRun = true
            case "--check": try option.requireNoValue(); check = true
            case "--in-place": try option.requireNoValue(); inPlace = true
            case "--no-verify": try option.requireNoValue(); verify = false
            case "--quiet", "-q": try option.requireNoValue(); quiet = true
            case "--patch": patchFile = try reader.value(for: option)
            case "--stdin-path": stdinPath = try reader.value(for: option)
            case "--project": projectPaths.append(try reader.value(for: option))
            case "--exclude": excludes.append(try reader.value(for: option))
            case "--jobs", "-j":
                let text = try reader.value(for: option)
                guard let count = Int(text), count >= 1 else { throw UsageError("--jobs: expected a whole number of 1 or more, got '\(text)'") }
                jobs = count
            case "--format":
                let text = try reader.value(for: option)
                guard let chosen = OutputFormat(rawValue: text) else { throw UsageError("--format: expected text, json or sarif, got '\(text)'") }
                format = chosen
            case "--color", "--colour":
                let text = try reader.value(for: option)
                guard let chosen = ColorChoice(rawValue: text) else { throw UsageError("--color: expected auto, always or never, got '\(text)'") }
                color = chosen
            default:
                if name.hasPrefix("-") && name != "-" { throw UsageError("unknown option '\(name)'") }
                paths.append(option.argument)
            }
        }
    }

    /// Checks the options and puts the ids of each group `--only`/`--skip` names in its place.
    private mutating func validate(registry: [any Transform.Type], requiresPaths: Bool) throws {
        if let only = options.only { options.only = try Self.ids(naming: only, in: "--only", registry: registry) }
        options.skip = try Self.ids(naming: options.skip, in: "--skip", registry: registry)
        if inPlace, let other = [(dryRun, "--dry-run"), (check, "--check"), (patchFile != nil, "--patch"), (stdinPath != nil, "--stdin-path")].first(where: \.0) {
            throw UsageError("--in-place writes the changed files; it cannot be combined with \(other.1), which writes none")
        }
        if patchFile == "-" && (dryRun || format != .text) {
            throw UsageError("--patch -: standard output already takes the \(dryRun ? "diff of --dry-run" : "--format \(format.rawValue) document")")
        }
        if stdinPath != nil {
            guard paths.isEmpty else { throw UsageError("--stdin-path reads one file from stdin; do not also give paths (\(paths.joined(separator: " ")))") }
        } else if paths.isEmpty && requiresPaths {
            throw UsageError("no paths given: name the files or directories to migrate")
        }
        try PathArguments.requireExisting(paths, projectPaths)
    }

    /// The transform ids `names` (ids or group names, given to `option`) stand for, in order.
    private static func ids(naming names: [String], in option: String, registry: [any Transform.Type]) throws -> [String] {
        try names.flatMap { name -> [String] in
            if registry.contains(where: { $0.id == name }) { return [name] }
            if let group = TransformGroup(rawValue: name) { return registry.filter { $0.group == group }.map { $0.id } }
            let groups = TransformGroup.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(option): unknown transform '\(name)'; valid ids: \(registry.map { $0.id }.joined(separator: ", ")); groups: \(groups)")
        }
    }
}
