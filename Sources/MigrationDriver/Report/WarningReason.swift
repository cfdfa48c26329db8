import MigrationKit

/// A reason a transform gives for leaving code alone (or for a change to check by hand), as
/// the readiness report groups warnings: a stable key, a label and, when there is one, the
/// option or edit that removes it.
public struct WarningReason: Hashable, Sendable {
    /// Stable across runs and projects: a rule's key (`public-or-open`), or the normalized
    /// reason text when no rule knows it. A view-side site held back by its class has the
    /// class's reason under `class-stays-observable/`.
    public let key: String
    public let label: String
    public let hint: String?

    public init(key: String, label: String, hint: String? = nil) {
        self.key = key
        self.label = label
        self.hint = hint
    }
}

/// A rule that recognises one reason in a normalized clause of a warning. A phrase is text
/// that must occur in the clause, `*` standing for any text in between; a phrase starting
/// with `^` must start the clause.
public struct ReasonRule: Sendable {
    public let reason: WarningReason
    let phrases: [[String]]

    public init(_ key: String, _ label: String, hint: String? = nil, _ phrases: [String]) {
        reason = WarningReason(key: key, label: label, hint: hint)
        self.phrases = phrases.map { $0.components(separatedBy: "*") }
    }

    /// True when one of the phrases occurs in `clause`.
    func matches(_ clause: String) -> Bool {
        phrases.contains { pieces in
            var rest = clause[...]
            for piece in pieces where !piece.isEmpty {
                if piece.hasPrefix("^") {
                    guard rest.startIndex == clause.startIndex, rest.hasPrefix(piece.dropFirst()) else { return false }
                    rest = rest.dropFirst(piece.count - 1)
                    continue
                }
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
    }
}

/// What one warning says, sorted into reasons.
public struct ClassifiedWarning: Equatable, Sendable {
    /// Whether the warning reports code left alone, or something else to know.
    public enum Kind: String, Sendable {
        /// Code left as it is.
        case refusal
        /// Code migrated, with something to check by hand.
        case caution
    }

    public let kind: Kind
    /// One or more reasons, each once, in the order the message gives them.
    public let reasons: [WarningReason]
    /// For a view-side site held back because its class stays an ObservableObject: the class,
    /// and the class's own reasons (`reasons` holds them filed under `heldBackPrefix`).
    public let heldBackBy: String?
    public let classReasons: [WarningReason]
}

/// Sorts warning messages into reasons with a list of rules; a clause no rule knows becomes a
/// reason of its own, keyed by its normalized text (so the same wording still groups together,
/// whatever names and places it holds).
public struct WarningClassifier: Sendable {
    public let rules: [ReasonRule]
    /// Clauses that only continue the one before them ("@Observable has no publishers: ...").
    public let continuations: [ReasonRule]

    public init(rules: [ReasonRule], continuations: [ReasonRule]) {
        self.rules = rules
        self.continuations = continuations
    }

    /// The prefix under which a class's own reason is filed for the view-side sites it holds back.
    public static let heldBackPrefix = "class-stays-observable/"

    public func classify(_ message: String) -> ClassifiedWarning {
        var (kind, rest) = WarningClassifier.split(message)
        var heldBackBy: String? = nil
        if rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`"),
           rest[rest.index(after: close)...].hasPrefix(" stays an ObservableObject: ") {
            heldBackBy = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = String(rest[rest.index(after: close)...].dropFirst(" stays an ObservableObject: ".count))
        }
        var reasons: [WarningReason] = []
        for clause in ReasonText.clauses(rest) {
            let text = ReasonText.normalized(clause)
            if continuations.contains(where: { $0.matches(text) }) { continue }
            let reason = rules.first { $0.matches(text) }?.reason ?? WarningReason(key: text, label: text)
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        if reasons.isEmpty {
            let text = ReasonText.normalized(rest)
            reasons = [WarningReason(key: text, label: text)]
        }
        guard heldBackBy != nil else { return ClassifiedWarning(kind: kind, reasons: reasons, heldBackBy: nil, classReasons: []) }
        let filed = reasons.map {
            WarningReason(key: WarningClassifier.heldBackPrefix + $0.key, label: "its class stays an ObservableObject: " + $0.label, hint: $0.hint)
        }
        return ClassifiedWarning(kind: kind, reasons: filed, heldBackBy: heldBackBy, classReasons: reasons)
    }

    /// Phrases that end the subject of a warning ("`@StateObject var x` left as it is: ...").
    private static let subjectEnds = [" left as it is: ", " left as is: ", " stays an ObservableObject: ", " stays a PreviewProvider: ", " stays: "]

    /// Whether the message reports a refusal or a caution, and its reasons without its subject.
    static func split(_ message: String) -> (ClassifiedWarning.Kind, String) {
        var candidates: [(Range<String.Index>, ClassifiedWarning.Kind)] = subjectEnds.compactMap { phrase in
            ReasonText.firstTopLevel(phrase, in: message).map { ($0, .refusal) }
        }
        // `sheet(isPresented: $a) not converted to sheet(item: $b): reasons`
        if let converted = ReasonText.firstTopLevel(" not converted to ", in: message),
           let end = message.range(of: "): ", range: converted.upperBound..<message.endIndex) {
            candidates.append((converted.lowerBound..<end.upperBound, .refusal))
        }
        // `@StateObject var x` became `@State`, but ...
        if let became = ReasonText.firstTopLevel(" became `", in: message),
           let end = message.range(of: "`, but ", range: became.upperBound..<message.endIndex) {
            candidates.append((became.lowerBound..<end.upperBound, .caution))
        }
        guard let first = candidates.min(by: { $0.0.lowerBound < $1.0.lowerBound }) else { return (.refusal, message) }
        return (first.1, String(message[first.0.upperBound...]))
    }
}
