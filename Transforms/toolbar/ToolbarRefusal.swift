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

    /// A stable kebab-case key.
    var key: String {
        switch self {
        case .commentWouldBeLost: return "comment-would-be-lost"
        case .unusualArguments: return "unusual-arguments"
        case .visibilityNeedsIOS16: return "needs-ios-16"
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
