/// A kind of diagnostic a transform raises, declared once in its `Transform.reasons`: the key
/// reports and tools group by, what it means for the code, and what the user can do.
///
/// ```swift
/// extension DiagnosticReason {
///     static let publisherUsed = DiagnosticReason(
///         "publisher-used", .refusal, label: "a $property publisher is used",
///         help: "Keep the class an ObservableObject, or let the tool bridge the publisher.",
///         option: "--publishers bridge")
/// }
/// ```
public struct DiagnosticReason: Hashable, Sendable {
    /// What happened to the code the diagnostic is about.
    public enum Kind: String, CaseIterable, Sendable {
        /// The code was left as it is.
        case refusal
        /// The code was changed; check it by hand.
        case caution
        /// Said for the record, nothing to check by hand: the code was changed, or left where the
        /// project asks for it (a file built for an older OS).
        case information

        /// How the diagnostic is printed: refusals and cautions are warnings, information a note.
        public var severity: Severity { self == .information ? .note : .warning }
    }

    public let key: ReasonKey
    public let kind: Kind
    /// A short noun phrase, what `report` lists: `a $property publisher is used`.
    public let label: String
    /// What to do about it, one or two sentences.
    public let help: String
    /// The command-line option that helps, when there is one: `--include-public`.
    public let option: String?

    public init(_ key: ReasonKey, _ kind: Kind, label: String, help: String, option: String? = nil) {
        self.key = key
        self.kind = kind
        self.label = label
        self.help = help
        self.option = option
    }

    public var severity: Severity { kind.severity }

}
