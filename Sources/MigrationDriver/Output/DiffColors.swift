import MigrationKit

/// ANSI colors for a unified diff, as `git diff --color` shows it: headers bold, hunk ranges
/// cyan, removed lines red, added lines green.
public enum DiffColors {
    public static func colorize(_ diff: String) -> String {
        var out = ""
        out.reserveCapacity(diff.utf8.count + diff.utf8.count / 4)
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(diff.hasSuffix("\n") ? 1 : 0) {
            let code: String?
            if line.hasPrefix("diff --git ") || line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
                code = "1"
            } else if line.hasPrefix("@@") {
                code = "36"
            } else if line.hasPrefix("-") {
                code = "31"
            } else if line.hasPrefix("+") {
                code = "32"
            } else {
                code = nil
            }
            if let code = code { out += "\u{1B}[\(code)m\(line)\u{1B}[m\n" } else { out += line + "\n" }
        }
        return out
    }
}
