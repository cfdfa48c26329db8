import SwiftCST

/// A transform's answer for one file: byte-range edits over the tree it was given, and diagnostics.
public struct TransformResult {
    public var edits: [TextEdit]
    public var diagnostics: [TransformDiagnostic]

    public init(edits: [TextEdit] = [], diagnostics: [TransformDiagnostic] = []) {
        self.edits = edits
        self.diagnostics = diagnostics
    }

    /// Raises a diagnostic for `reason` (declared in the transform's `reasons`) at `offset`:
    /// a warning for a refusal or a caution, a note for information.
    public mutating func raise(_ reason: DiagnosticReason, at offset: Int, _ message: String,
                               notes: [DiagnosticNote] = [], cause: ReasonKey? = nil, subject: String? = nil) {
        diagnostics.append(TransformDiagnostic(reason, at: offset, message, notes: notes, cause: cause, subject: subject))
    }

    /// Raises a diagnostic for `reason` where `node` starts.
    public mutating func raise(_ reason: DiagnosticReason, at node: Node, _ message: String,
                               notes: [DiagnosticNote] = [], cause: ReasonKey? = nil) {
        raise(reason, at: node.range.lowerBound, message, notes: notes, cause: cause)
    }

    /// Raises `refusal` (its text as the message) at `offset`.
    public mutating func raise(_ refusal: Refusal, at offset: Int) {
        raise(refusal.reason, at: offset, refusal.text, notes: refusal.notes, cause: refusal.cause, subject: refusal.subject)
    }

    /// Raises `refusal` (its text as the message) where `node` starts.
    public mutating func raise(_ refusal: Refusal, at node: Node) { raise(refusal, at: node.range.lowerBound) }
}
