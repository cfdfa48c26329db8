/// One reason a transform gives about code it leaves as it is (or changed, for a caution or
/// information): its declared reason, a short clause (no places, one line), the places as
/// notes, and, for a relay, the key of the reason another transform gave. The one vocabulary
/// transforms build their diagnostics from; `TransformResult.raise(_:at:)` reports it.
public struct Refusal: Equatable, Sendable {
    public var reason: DiagnosticReason
    public var text: String
    public var notes: [DiagnosticNote]
    public var cause: ReasonKey?
    /// For a relay: the declaration whose decision it relays (`UserCollection`), for reports.
    public var subject: String?

    /// `note` says what is at each of `sites`.
    public init(_ reason: DiagnosticReason, _ text: String, at sites: [Site] = [], note: String = "", cause: ReasonKey? = nil,
                subject: String? = nil) {
        self.init(reason, text, notes: sites.map { DiagnosticNote.at($0, note) }, cause: cause, subject: subject)
    }

    public init(_ reason: DiagnosticReason, _ text: String, notes: [DiagnosticNote], cause: ReasonKey? = nil, subject: String? = nil) {
        self.reason = reason
        self.text = text
        self.notes = notes
        self.cause = cause
        self.subject = subject
    }

    /// The same reason, places, cause and subject, said as `text`.
    public func saying(_ text: String) -> Refusal { Refusal(reason, text, notes: notes, cause: cause, subject: subject) }
}
