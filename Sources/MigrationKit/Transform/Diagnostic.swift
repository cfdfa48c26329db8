import SwiftCST

/// How serious a diagnostic is.
public enum Severity: String, Sendable {
    case note, warning, error
}

/// A message about a file, at a line and column of the file as it was read.
/// Printed as `path:line:col: severity: message [transform-id]`, the form Xcode, editors and CI annotate.
public struct Diagnostic: Equatable, Hashable, Sendable {
    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    /// The transform that reported it; nil for the tool's own errors (unreadable file, ...).
    public var transformID: String?

    public init(path: String, location: SourceLocation, severity: Severity, message: String, transformID: String?) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.transformID = transformID
    }

    public var formatted: String {
        var line = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if let id = transformID { line += " [\(id)]" }
        return line
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(location.line)
        hasher.combine(location.column)
        hasher.combine(message)
        hasher.combine(transformID)
    }
}

/// A diagnostic as a transform reports it: at a byte offset of the tree it was given.
public struct TransformDiagnostic: Equatable, Sendable {
    public var offset: Int
    public var severity: Severity
    public var message: String
    /// Other places the message names: `{0}`, `{1}`, ... in `message` stand for these offsets
    /// (of the same tree), and the pipeline writes them as `line:column` of the file as the user
    /// wrote it, like the diagnostic's own position.
    public var related: [Int]

    public init(offset: Int, severity: Severity, message: String, related: [Int] = []) {
        self.offset = offset
        self.severity = severity
        self.message = message
        self.related = related
    }
}
