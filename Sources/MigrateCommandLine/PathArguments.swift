import Foundation

/// The paths a command line names, checked before anything is read or written: a path that does
/// not exist is a usage error (exit 2), so a misspelled subcommand (`reprot .`) or a typo in a
/// folder's name never turns into a run over the paths that do exist.
enum PathArguments {
    /// The subcommands a first argument may have meant.
    static let subcommands = ["migrate", "report", "bulk", "list", "explain", "parse", "help"]

    /// Throws for the first of `paths` (then of `projectPaths`, given to `--project`) that
    /// names nothing; a dangling symlink names something (reading it is that file's error).
    static func requireExisting(_ paths: [String], _ projectPaths: [String]) throws {
        for (position, path) in paths.enumerated() where !exists(path) {
            if position == 0, let meant = subcommand(resembling: path) {
                throw UsageError("no such file or directory: '\(path)'; did you mean the subcommand '\(meant)'? (nothing was read or written)")
            }
            throw UsageError("no such file or directory: '\(path)' (nothing was read or written)")
        }
        if let missing = projectPaths.first(where: { !exists($0) }) {
            throw UsageError("--project: no such file or directory: '\(missing)' (nothing was read or written)")
        }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return !path.isEmpty && lstat(path, &info) == 0
    }

    /// The subcommand `word` looks like a misspelling of: at most two letters apart, and no path separator.
    static func subcommand(resembling word: String) -> String? {
        guard !word.contains("/") else { return nil }
        let lowered = word.lowercased()
        return subcommands.first { EditDistance.between(Array(lowered.utf8), Array($0.utf8)) <= min(2, $0.count / 2) }
    }
}
