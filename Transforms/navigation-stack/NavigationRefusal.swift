import MigrationKit

/// Why a rewrite was not made: the warning's reason and text.
struct NavigationRefusal: Error, Equatable {
    let reason: DiagnosticReason
    let message: String

    init(_ reason: DiagnosticReason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// A refusal that needs no warning of its own (the user disabled the rule there).
    static let silent = NavigationRefusal(.linkForm, "")
}
