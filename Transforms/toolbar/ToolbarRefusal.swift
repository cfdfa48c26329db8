import MigrationKit

/// Why a legacy navigation bar modifier stays. Each case has a stable key and a short message
/// that says what to do.
enum ToolbarRefusal: Error, Equatable {
    /// A comment inside the call that the rewrite has no place for.
    case commentWouldBeLost
    /// Arguments other than `leading:`/`trailing:` (or one Bool), or a trailing closure.
    case unusualArguments
    /// `toolbar(_:for:)` needs iOS 16, above the file's deployment target.
    case visibilityNeedsIOS16

    /// The declared reason this refusal is raised with.
    var reason: DiagnosticReason {
        switch self {
        case .commentWouldBeLost: return ToolbarReason.commentWouldBeLost
        case .unusualArguments: return ToolbarReason.unusualArguments
        case .visibilityNeedsIOS16: return ToolbarReason.visibilityNeedsIOS16
        }
    }

    /// The warning for a call of `modifier`.
    func message(_ modifier: LegacyBarModifier) -> String {
        let stays = ".\(modifier.rawValue) stays"
        switch self {
        case .commentWouldBeLost: return "\(stays): a comment inside it would be lost; move it out, then convert"
        case .unusualArguments: return "\(stays): its arguments have no toolbar form; convert it by hand"
        case .visibilityNeedsIOS16: return "\(stays): .toolbar(_:for:) needs iOS 16, above this file's deployment target"
        }
    }
}

/// The reasons `toolbar` declares: every one a refusal (the call stays).
enum ToolbarReason {
    static let commentWouldBeLost = DiagnosticReason(
        "comment-would-be-lost", .refusal, label: "a comment inside the call would be lost",
        help: "Move the comment out of the call, then run again.")
    static let unusualArguments = DiagnosticReason(
        "unusual-arguments", .refusal, label: "the call has arguments with no toolbar form",
        help: "Convert it to .toolbar by hand.")
    static let visibilityNeedsIOS16 = DiagnosticReason(
        "needs-ios-16", .refusal, label: ".toolbar(_:for:) needs iOS 16",
        help: "Raise the deployment target to iOS 16, or keep .navigationBarHidden.")

    /// Every reason, as `Transform.reasons` lists them.
    static let all: [DiagnosticReason] = [commentWouldBeLost, unusualArguments, visibilityNeedsIOS16]
}
