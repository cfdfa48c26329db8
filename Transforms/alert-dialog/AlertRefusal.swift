import MigrationKit

/// Why a legacy `Alert`/`ActionSheet` presentation stays. Each case has a stable key and a short
/// message that says what to do.
enum AlertRefusal: Error, Equatable {
    /// `.alert(item:)`/`.actionSheet(item:)`: the title would have to be read outside the item.
    case itemForm
    /// The content is not one `Alert(...)`/`ActionSheet(...)` written in the closure.
    case contentNotLiteral
    /// An argument of `Alert`/`ActionSheet` other than a `Text(...)` title or message, or a button list.
    case unusualArguments
    /// A button the new API cannot say exactly (a system-labelled `.cancel()` in an alert, a
    /// computed button, an action that may be nil).
    case unmappedButton(String)
    /// A comment the rewrite has no place for.
    case commentWouldBeLost

    /// A stable kebab-case key.
    var key: String {
        switch self {
        case .itemForm: return "item-form"
        case .contentNotLiteral: return "content-not-literal"
        case .unusualArguments: return "unusual-arguments"
        case .unmappedButton: return "unmapped-button"
        case .commentWouldBeLost: return "comment-would-be-lost"
        }
    }

    /// The warning for `modifier` (`alert(isPresented:)`), which becomes `replacement`.
    func message(_ modifier: String, replacement: String) -> String {
        let stays = ".\(modifier) stays"
        switch self {
        case .itemForm: return "\(stays): write \(replacement) with isPresented: and presenting: by hand"
        case .contentNotLiteral: return "\(stays): its content is not one literal \(modifier.hasPrefix("alert") ? "Alert" : "ActionSheet")(...); convert it by hand"
        case .unusualArguments: return "\(stays): its title, message or buttons are not written out; convert it to \(replacement) by hand"
        case .unmappedButton(let button): return "\(stays): \(button) has no exact Button form; convert it to \(replacement) by hand"
        case .commentWouldBeLost: return "\(stays): a comment inside it would be lost; move it out, then convert"
        }
    }
}
