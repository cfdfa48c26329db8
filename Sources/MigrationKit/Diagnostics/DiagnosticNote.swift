import SwiftCST

/// A place a diagnostic relates to, with what is there: `$query publisher used here`.
/// Printed as `path:line:col: note: text` after its diagnostic; JSON `notes`, SARIF `relatedLocations`.
/// Its text is fitted to one short line (`DiagnosticText.fitted`).
public struct DiagnosticNote: Equatable, Sendable {
    /// Where the note points.
    public enum Place: Equatable, Sendable {
        /// A byte offset of the tree the transform was given; the pipeline maps it back to the
        /// file as it was read, like the diagnostic's own offset.
        case offset(Int)
        /// A place in the project as the index recorded it (already a position of the file as read).
        case site(Site)
    }

    public var place: Place
    /// One short line saying what is there (no newline, under 200 characters).
    public var message: String

    public init(_ place: Place, _ message: String) {
        self.place = place
        self.message = DiagnosticText.fitted(message)
    }

    /// A note at a byte offset of the current tree.
    public static func at(_ offset: Int, _ message: String) -> DiagnosticNote { DiagnosticNote(.offset(offset), message) }
    /// A note where `node` starts in the current tree.
    public static func at(_ node: Node, _ message: String) -> DiagnosticNote { DiagnosticNote(.offset(node.range.lowerBound), message) }
    /// A note at a place the index recorded (in this file or another).
    public static func at(_ site: Site, _ message: String) -> DiagnosticNote { DiagnosticNote(.site(site), message) }
}

/// The rule every diagnostic and note text keeps: one line, short.
public enum DiagnosticText {
    /// The longest a message should be, in characters.
    public static let maximumLength = 200

    /// True when `text` has no line break and at most `maximumLength` characters.
    public static func isOneShortLine(_ text: String) -> Bool {
        text.count <= maximumLength && !text.contains(where: \.isNewline)
    }

    /// `text` as one line of at most `maximumLength` characters: line breaks (with the spaces
    /// around them) become one space, and a longer text is cut with "…", after its last whole
    /// word that fits. The last resort for names longer than a message was written for;
    /// messages are written to fit.
    public static func fitted(_ text: String) -> String {
        guard !isOneShortLine(text) else { return text }
        let pieces = text.split(whereSeparator: \.isNewline).map { piece -> Substring in
            var trimmed = piece
            while let first = trimmed.first, first == " " || first == "\t" { trimmed = trimmed.dropFirst() }
            while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
            return trimmed
        }
        let line = pieces.filter { !$0.isEmpty }.joined(separator: " ")
        guard line.count > maximumLength else { return line }
        var cut = line.prefix(maximumLength - 1)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > maximumLength / 2 {
            cut = cut[..<space]
            while let last = cut.last, ",;:".contains(last) { cut = cut.dropLast() }
        }
        return String(cut) + "…"
    }
}
