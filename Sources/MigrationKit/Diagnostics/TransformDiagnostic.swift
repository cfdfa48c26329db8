/// A diagnostic as a transform raises it: at a byte offset of the tree it was given, for a
/// reason its transform declares (`Transform.reasons`), with a short one-line message and the
/// related places as notes. The pipeline maps the offsets back to the file as it was read.
public struct TransformDiagnostic: Equatable, Sendable {
    public var offset: Int
    public var severity: Severity
    public var reason: DiagnosticReason
    /// One short line: what was left or changed, and the main reason.
    public var message: String
    public var notes: [DiagnosticNote]
    /// For a relay reason (a view-side site held back by its class): the key of the reason the
    /// other transform raised at the class.
    public var cause: ReasonKey?
    /// For a relay: the declaration whose decision it relays (`UserCollection`).
    public var subject: String?

    /// A diagnostic for `reason`, printed with the reason's severity. Messages are written to fit
    /// one short line; one that does not (a very long name) is shortened (`DiagnosticText.shortened`),
    /// and the clauses it loses become the first note, at the diagnostic's own place.
    public init(_ reason: DiagnosticReason, at offset: Int, _ message: String, notes: [DiagnosticNote] = [], cause: ReasonKey? = nil,
                subject: String? = nil) {
        self.offset = offset
        self.severity = reason.severity
        self.reason = reason
        let (shortened, dropped) = DiagnosticText.shortened(message)
        self.message = shortened
        self.notes = dropped.map { [.at(offset, $0)] + notes } ?? notes
        self.cause = cause
        self.subject = subject
    }
}
