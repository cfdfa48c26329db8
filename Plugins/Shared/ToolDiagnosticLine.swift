import Foundation

/// One diagnostic line of the tool's standard error, `path:line:col: severity: message [id]`
/// (the command-line contract), read back so that the plugin can hand it to SwiftPM or Xcode.
/// Pure, like `PluginRequest`.
struct ToolDiagnosticLine: Equatable {
    enum Severity: String, CaseIterable { case error, warning, note }

    let path: String
    let line: Int
    let column: Int
    let severity: Severity
    /// The message as printed, with its `[transform-id]`.
    let message: String
}

extension ToolDiagnosticLine {
    /// The diagnostic `text` holds, or nil for any other line (the summary, the tool's own
    /// `swiftui-migrate: error: ...`). The first `:LINE:COL: SEVERITY: ` ends the path, so a
    /// message may hold anything, colons included.
    init?(_ text: Substring) {
        var searchStart = text.startIndex
        while let colon = text[searchStart...].firstIndex(of: ":") {
            if let parsed = ToolDiagnosticLine.position(in: text, at: colon) {
                path = String(text[..<colon])
                (line, column, severity) = (parsed.line, parsed.column, parsed.severity)
                message = String(text[parsed.messageStart...])
                return
            }
            searchStart = text.index(after: colon)
        }
        return nil
    }

    /// Reads `:LINE:COL: SEVERITY: ` at `colon`, after a non-empty path.
    private static func position(in text: Substring, at colon: Substring.Index) -> (line: Int, column: Int, severity: Severity, messageStart: Substring.Index)? {
        guard colon > text.startIndex else { return nil }
        let fields = text[text.index(after: colon)...].split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let line = Int(fields[0]), let column = Int(fields[1]), line > 0, column > 0 else { return nil }
        let rest = fields[2]
        for severity in Severity.allCases {
            let label = " \(severity.rawValue): "
            if rest.hasPrefix(label) { return (line, column, severity, rest.index(rest.startIndex, offsetBy: label.count)) }
        }
        return nil
    }

    /// The line as the command line prints it, without the severity (SwiftPM's own output adds
    /// it in front and shows no position, so the position stays in the text).
    var located: String { "\(path):\(line):\(column): \(message)" }
}
