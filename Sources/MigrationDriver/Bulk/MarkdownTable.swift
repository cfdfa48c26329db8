import MigrationKit

/// A GitHub-flavoured Markdown table: a header row, an alignment row, then the rows, with `|`
/// and line breaks in cells escaped so that any text fits in a cell.
public struct MarkdownTable {
    /// How a column's cells line up.
    public enum Alignment { case left, right }

    private let header: [String]
    private let alignments: [Alignment]
    private var rows: [[String]] = []

    public init(_ columns: [(title: String, alignment: Alignment)]) {
        header = columns.map(\.title)
        alignments = columns.map(\.alignment)
    }

    public mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The table's lines, ending in a newline.
    public var text: String {
        var lines = [line(header), "|" + alignments.map { $0 == .right ? " ---: |" : " --- |" }.joined()]
        lines += rows.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [String]) -> String {
        "| " + cells.map(MarkdownTable.escape).joined(separator: " | ") + " |"
    }

    /// `text` safe in a cell: `|` escaped, line breaks as spaces.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
