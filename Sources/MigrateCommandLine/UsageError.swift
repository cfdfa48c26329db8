import MigrationDriver
import MigrationKit

/// A command line that cannot be run as written; the message says what to change. Exit 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body`, turning an option it could not read (`OptionError`) into a usage error with the same message.
func readingOptions<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as OptionError {
        throw UsageError(error.message)
    }
}

/// Help for `swiftui-migrate --help`.
enum Usage {
    static let text = """
    usage: swiftui-migrate [migrate] [options] PATH...   migrate .swift files in place
           swiftui-migrate --stdin-path PATH [--project DIR] [options] < in.swift > out.swift
           swiftui-migrate list                         the transforms, in pipeline order
           swiftui-migrate explain ID                   what a transform does, with examples
           swiftui-migrate parse [--stats] [--tree] PATH...
           swiftui-migrate report [--format text|json|markdown] [--top N] [options] PATH...
                                                        how ready the code is: legacy patterns, what migrates, why the rest stays
           swiftui-migrate bulk --repos LIST --out DIR [--apply [--branch NAME | --allow-dirty]] [options]
                                                        many repositories: a patch (or a commit) each, and a summary
                                                        (`swiftui-migrate report --help`, `swiftui-migrate bulk --help`)

    modes (combinable; without one, changed files are written in place, unless --format json|sarif asks for a report):
      --in-place                    write changed files in place (the default with text output; needed with json/sarif)
      --dry-run                     print a unified diff on stdout, write nothing
      --patch FILE                  write the diff to FILE (for `git apply` or `patch -p1`), write nothing else;
                                    `-`, a device or a named pipe get it streamed
      --check                       write nothing; exit 1 when any file would change
      --stdin-path PATH             migrate stdin as if it were PATH; the result goes to stdout
      --project DIR                 also index DIR's files (not rewritten), so a file migrated alone sees its project

    files:
      --exclude GLOB                skip matching files and folders below the given directories (repeatable)
                                    (.build .git .swiftpm Pods Carthage DerivedData node_modules are always skipped,
                                    and so are files git ignores; a file named on the command line is always taken)
      --jobs N                      threads to use (default: the number of cores)
      --no-verify                   do not check changed files with `swiftc -frontend -parse`

    output:
      --format text|json|sarif      diagnostics and summary as text (stderr), or one JSON / SARIF 2.1.0 document (stdout);
                                    json and sarif write no source file without --in-place
      --color auto|always|never     color the diff (auto: when stdout is a terminal)
      --quiet, -q                   print nothing but errors (and the diff or document asked for)

    transforms:
    \(MigrationOptions.help)

    Changed files are written once every file is done: each to a temporary file beside it, then all renamed into place
    in one short step, so a run interrupted before then (Ctrl-C, SIGTERM) changes nothing and leaves nothing behind.

    exit status: 0 success · 1 changes pending (with --check) · 2 usage error, a file could not be processed, or output
    could not be written · 130/143 interrupted (SIGINT/SIGTERM) · 141 stdout's reader went away (`| head`)
    """
}
