import Foundation

/// What a plugin may do to the package it runs on, as its manifest declares it.
enum PackageAccess {
    /// `swiftui-migrate`: declares `.writeToPackageDirectory`, so SwiftPM (or Xcode) asks for
    /// the permission before every run; it then runs any mode, in place by default.
    case writes
    /// `swiftui-migrate-preview`: declares no permission and never writes to the package; a
    /// migration without a mode runs as `--dry-run`.
    case readOnly
}

/// The plugin's arguments, read: the targets chosen with `--target NAME` (repeatable) and, for
/// the tool, the subcommand and the rest of the arguments as given. Pure: no PackagePlugin, so
/// tests compile it as it is (Tests/CLITests/Plugin links to it).
struct PluginRequest {
    /// The tool's subcommands a plugin runs.
    enum Subcommand: String {
        case migrate, report, list, explain
        /// `--help` and `--version`: the tool answers without reading any file.
        case help

        /// Whether the tool takes the targets' paths.
        var takesPaths: Bool { self == .migrate || self == .report }

        /// The subcommand named by `word` (the first argument); nil for a migration's options or paths.
        init?(word: String) {
            switch word {
            case "migrate": self = .migrate
            case "report": self = .report
            case "list": self = .list
            case "explain": self = .explain
            case "help", "--help", "-h", "--version": self = .help
            default: return nil
            }
        }
    }

    /// The targets named with `--target`, in order; empty means every source target.
    var targets: [String] = []
    var subcommand = Subcommand.migrate
    /// The arguments for the tool, after the subcommand, without the `--target` options.
    var arguments: [String] = []

    /// Reads the plugin's `arguments`. `--target NAME` and `--target=NAME` choose targets
    /// anywhere before a `--`; `bulk` and `parse` are refused: they are not about this project's targets.
    init(_ arguments: [String]) throws {
        var rest: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            } else if argument == "--target" {
                guard index + 1 < arguments.endIndex else { throw PluginFailure("--target needs the name of a target") }
                targets.append(arguments[index + 1])
                index += 2
                continue
            } else if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
            index += 1
        }
        if let first = rest.first, let named = Subcommand(word: first) {
            subcommand = named
            if named != .help { rest.removeFirst() }
        } else if let first = rest.first, first == "bulk" || first == "parse" {
            throw PluginFailure("the plugin runs migrate, report, list and explain on the project's targets; run `\(first)` with the tool itself (`swift run swiftui-migrate \(first) ...`)")
        }
        self.arguments = rest
        if options.last == "--patch" { throw PluginFailure("--patch needs a file name") }
    }

    /// The tool's options (the arguments before any `--`).
    var options: ArraySlice<String> { arguments[..<(arguments.firstIndex(of: "--") ?? arguments.endIndex)] }

    private func has(_ option: String) -> Bool { options.contains(option) }

    /// The `--patch` file, as given (`--patch FILE` or `--patch=FILE`).
    var patchFile: String? { value(of: "--patch") }

    /// Whether this is `--check`: the plugin fails when files would change.
    var checks: Bool { subcommand == .migrate && has("--check") }

    /// Whether the run rewrites the targets' files: a migration with `--in-place`, or without
    /// `--dry-run`, `--check`, `--patch`, `--stdin-path` and a machine `--format` (a report).
    var writesSources: Bool {
        guard subcommand == .migrate else { return false }
        if has("--in-place") { return true }
        return !has("--dry-run") && !checks && patchFile == nil && (value(of: "--format") ?? "text") == "text"
            && !options.contains { $0 == "--stdin-path" || $0.hasPrefix("--stdin-path=") }
    }

    /// The value given to `option` (`--option VALUE` or `--option=VALUE`), the last one given.
    private func value(of option: String) -> String? {
        let options = Array(self.options)
        var found: String? = nil
        for (index, argument) in options.enumerated() {
            if argument.hasPrefix(option + "=") { found = String(argument.dropFirst(option.count + 1)) }
            if argument == option, index + 1 < options.count { found = options[index + 1] }
        }
        return found
    }

    /// `targets` split into those `--target` chooses (all when none is named) and the rest;
    /// throws, listing the project's targets, when a name matches none.
    func choose<Item>(_ targets: [Item], named name: (Item) -> String) throws -> (chosen: [Item], others: [Item]) {
        let known = targets.map(name)
        if let unknown = self.targets.first(where: { !known.contains($0) }) {
            throw PluginFailure("no target named '\(unknown)'; the targets: \(known.joined(separator: ", "))")
        }
        if self.targets.isEmpty { return (targets, []) }
        return (targets.filter { self.targets.contains(name($0)) }, targets.filter { !self.targets.contains(name($0)) })
    }

    /// Why the tool's exit `status` fails the plugin, or nil when it does not (0).
    func failure(exitStatus status: Int32) -> PluginFailure? {
        switch status {
        case 0: return nil
        case 1 where checks:
            return PluginFailure("files would change (--check); run with --dry-run to see how")
        case 2: return PluginFailure("swiftui-migrate exited with status 2: a usage error, or a file could not be processed (see above)")
        case 130, 143: return PluginFailure("swiftui-migrate was interrupted (exit status \(status)); every file is its original or its migrated version")
        default: return PluginFailure("swiftui-migrate exited with status \(status)")
        }
    }
}

/// Why a plugin run failed; SwiftPM and Xcode show the description as the run's error.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
