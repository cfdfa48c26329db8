import SwiftCST

/// How serious a diagnostic is.
public enum Severity: String, Sendable {
    case note, warning, error
}

/// A message about a file, at a line and column of the file as it was read, with the reason it
/// was raised for and the related places (notes).
///
/// Printed (`lines`) as `path:line:col: severity: message [transform-id]`, the form Xcode, editors
/// and CI annotate, then one `path:line:col: note: text` line per note (at most
/// `printedNotes`, then `note: and N more` at the diagnostic's own place). Attached note lines
/// carry no `[transform-id]`, as clang's and swiftc's attached notes carry no flag: a `note:` line
/// without it belongs to the diagnostic above. JSON and SARIF carry every note.
public struct Diagnostic: Equatable, Hashable, Sendable {
    /// A related place and what is there, in the file as it was read.
    public struct Note: Equatable, Hashable, Sendable {
        public var path: String
        public var location: SourceLocation
        public var message: String

        public init(path: String, location: SourceLocation, message: String) {
            self.path = path
            self.location = location
            self.message = message
        }

        /// `path:line:col: note: message`.
        public var formatted: String { "\(path):\(location.line):\(location.column): note: \(message)" }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(location.line)
            hasher.combine(location.column)
            hasher.combine(message)
        }
    }

    /// How many notes the text form prints before `and N more`.
    public static let printedNotes = 5

    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    /// The transform that reported it; nil for the tool's own errors (unreadable file, ...).
    public var transformID: String?
    /// The key of the reason its transform declared for it; nil for the tool's own errors.
    public var reason: ReasonKey?
    /// For a diagnostic that relays another transform's decision (a view's property held back by
    /// its class): the key of that decision's reason.
    public var cause: ReasonKey?
    /// With `cause`: the declaration whose decision it relays (`UserCollection`).
    public var subject: String?
    public var notes: [Note]

    public init(path: String, location: SourceLocation, severity: Severity, message: String, transformID: String?,
                reason: ReasonKey? = nil, cause: ReasonKey? = nil, subject: String? = nil, notes: [Note] = []) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.transformID = transformID
        self.reason = reason
        self.cause = cause
        self.subject = subject
        self.notes = notes
    }

    /// The primary line: `path:line:col: severity: message [transform-id]`.
    public var formatted: String {
        var line = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if let id = transformID { line += " [\(id)]" }
        return line
    }

    /// The text form: the primary line, then its notes (at most `printedNotes`, then `and N more`).
    public var lines: [String] {
        var lines = [formatted] + notes.prefix(Diagnostic.printedNotes).map(\.formatted)
        if notes.count > Diagnostic.printedNotes {
            lines.append(Note(path: path, location: location, message: "and \(notes.count - Diagnostic.printedNotes) more").formatted)
        }
        return lines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(location.line)
        hasher.combine(location.column)
        hasher.combine(message)
        hasher.combine(transformID)
    }
}
