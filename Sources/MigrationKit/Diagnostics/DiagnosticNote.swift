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
