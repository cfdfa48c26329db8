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

    /// True when changed files are written in place.
    var writesChanges: Bool { !dryRun && !check && patchFile == nil && stdinPath == nil }

    /// The mode's name in reports.
    var modeName: String {
        if stdinPath != nil { return "stdin" }
        if check { return "check" }
        if dryRun { return "dry-run" }
        if patchFile != nil { return "patch" }
        return "in-place"
    }

    /// Reads `arguments` (after the subcommand); `validIDs` are the transform ids. `requiresPaths`
    /// is false for subcommands that take their paths elsewhere (`bulk --repos`).
    static func parse(_ arguments: [String], validIDs: [String], requiresPaths: Bool = true) throws -> MigrateArguments {
        var result = MigrateArguments()
        let split = arguments.firstIndex(of: "--") ?? arguments.count
        try readingOptions {
            let rest = try result.options.parse(Array(arguments[..<split]))
            try result.readOwnOptions(rest)
        }
        result.paths += arguments[min(split + 1, arguments.count)...]
        try result.validate(validIDs: validIDs, requiresPaths: requiresPaths)
        return result
    }

    private mutating func readOwnOptions(_ arguments: [String]) throws {
        var reader = OptionReader(arguments[...])
        while let option = reader.next() {
            let name = option.name
            switch name {
            case "--dry-run": try option.requireNoValue(); dryRun = true
            case "--check": try option.requireNoValue(); check = true
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

    private func validate(validIDs: [String], requiresPaths: Bool) throws {
        for (option, ids) in [("--only", options.only ?? []), ("--skip", options.skip)] {
            if let unknown = ids.first(where: { !validIDs.contains($0) }) {
                throw UsageError("\(option): unknown transform '\(unknown)'; valid ids: \(validIDs.joined(separator: ", "))")
            }
        }
        if stdinPath != nil {
            guard paths.isEmpty else { throw UsageError("--stdin-path reads one file from stdin; do not also give paths (\(paths.joined(separator: " ")))") }
        } else if paths.isEmpty && requiresPaths {
            throw UsageError("no paths given: name the files or directories to migrate")
        }
    }
}
