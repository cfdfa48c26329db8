import MigrationKit

/// Why a legacy `Alert`/`ActionSheet` presentation stays. Each case has a stable key and a short
/// message that says what to do.
enum AlertRefusal: Error, Equatable {
    /// `.alert(item:)`/`.actionSheet(item:)` whose binding is not a property path, or whose closure's
    /// parameter is typed or has a capture list.
    case itemForm
    /// The content is not one `Alert(...)`/`ActionSheet(...)` written in the closure.
    case contentNotLiteral
    /// The content comes from the named property or function, which cannot be inlined.
    case builder(String, AlertBuilder.Refusal)
    /// An argument of `Alert`/`ActionSheet` other than a `Text(...)` title or message, or a button list.
    case unusualArguments
    /// A button the new API cannot say exactly (a system-labelled `.cancel()` in an alert, a
    /// computed button, an action that may be nil).
    case unmappedButton(String)
    /// A system-labelled `.cancel()` in an alert: its label is localized by the system, a
    /// `Button`'s by the app.
    case systemCancel
    /// The project declares its own `Alert` or `ActionSheet` type (at the site).
    case ownType(String, Site)
    /// A comment the rewrite has no place for.
    case commentWouldBeLost
    /// A case of the `switch` choosing the content (`SwitchedContent`), at this offset, is not
    /// one literal `Alert(...)`/`ActionSheet(...)`.
    case switchCase(Int)

    /// The declared reason this refusal is raised with.
    var reason: DiagnosticReason {
        switch self {
        case .itemForm: return AlertReason.itemForm
        case .contentNotLiteral: return AlertReason.contentNotLiteral
        case .builder: return AlertReason.builderNotInlined
        case .unusualArguments: return AlertReason.unusualArguments
        case .unmappedButton: return AlertReason.unmappedButton
        case .systemCancel: return AlertReason.systemCancel
        case .ownType: return AlertReason.ownType
        case .commentWouldBeLost: return AlertReason.commentWouldBeLost
        case .switchCase: return AlertReason.switchCaseNotLiteral
        }
    }

    /// The places the warning names: the project's own type, the builder.
    var notes: [DiagnosticNote] {
        switch self {
        case .ownType(let type, let site): return [.at(site, "\(type) declared here")]
        case .builder(let name, let problem): return problem.declaration.map { [.at($0, "\(name) declared here")] } ?? []
        case .switchCase(let offset): return [.at(offset, "this case")]
        default: return []
        }
    }

    /// The warning for `modifier` (`alert(isPresented:)`), which becomes `replacement`.
    func message(_ modifier: String, replacement: String) -> String {
        let stays = ".\(modifier) stays"
        switch self {
        case .itemForm: return "\(stays): its item binding is not a property path or its parameter is typed; convert it by hand with `presenting:`"
        case .contentNotLiteral: return "\(stays): its content is not one literal \(modifier.hasPrefix("alert") ? "Alert" : "ActionSheet")(...); convert it by hand"
        case .builder(let name, let problem): return "\(stays): its content comes from \(name), which \(problem.problem.phrase); convert it by hand"
        case .unusualArguments: return "\(stays): its title, message or buttons are not written out; convert it to \(replacement) by hand"
        case .unmappedButton(let button): return "\(stays): \(button) has no exact Button form; convert it to \(replacement) by hand"
        case .systemCancel: return "\(stays): .cancel() has the system's localized label, which Button has from iOS 26; write Button(\"Cancel\", role: .cancel) by hand"
        case .ownType(let type, _): return "\(stays): the project declares its own \(type); convert it by hand if this one is SwiftUI's"
        case .commentWouldBeLost: return "\(stays): a comment inside it would be lost; move it out, then convert"
        case .switchCase: return "\(stays): a case of its switch does not return one literal \(modifier.hasPrefix("alert") ? "Alert" : "ActionSheet")(...); convert it by hand"
        }
    }
}

/// The reasons `alert-dialog` declares: every one a refusal (the presentation stays).
enum AlertReason {
    static let itemForm = DiagnosticReason(
        "item-form", .refusal, label: "an item-driven alert or action sheet with a computed binding or a typed parameter",
        help: "Write the isPresented:presenting: form by hand, with an isPresented: binding that sets the item to nil.")
    static let contentNotLiteral = DiagnosticReason(
        "content-not-literal", .refusal, label: "the content is not one literal Alert or ActionSheet",
        help: "Convert it by hand.")
    static let builderNotInlined = DiagnosticReason(
        "builder-not-inlined", .refusal, label: "the content comes from a property or function that cannot be inlined",
        help: "Inline the Alert or ActionSheet by hand, or make its builder private, used once, and one literal Alert(...).")
    static let unusualArguments = DiagnosticReason(
        "unusual-arguments", .refusal, label: "a title, message or button list is not written out",
        help: "Convert it by hand.")
    static let unmappedButton = DiagnosticReason(
        "unmapped-button", .refusal, label: "a button has no exact Button form",
        help: "Convert it by hand, choosing the label and role.")
    static let systemCancel = DiagnosticReason(
        "system-cancel", .refusal, label: "a system-labelled .cancel() in an alert",
        help: "Write Button(\"Cancel\", role: .cancel) {} with a label your app localizes, by hand. From iOS 26 and macOS 26 (the targets), the tool writes Button(role: .cancel) {}, which has the system's label.")
    static let ownType = DiagnosticReason(
        "own-alert-type", .refusal, label: "the project declares its own Alert or ActionSheet",
        help: "Convert SwiftUI's presentations by hand.")
    static let commentWouldBeLost = DiagnosticReason(
        "comment-would-be-lost", .refusal, label: "a comment would be lost",
        help: "Move the comment out of the call, then run again.")

    static let switchCaseNotLiteral = DiagnosticReason(
        "switch-case-not-literal", .refusal, label: "a case of the switch choosing the content does not return one literal Alert or ActionSheet",
        help: "Make each case return one Alert(...) or ActionSheet(...) written out, or convert it by hand.")

    /// Every reason, as `Transform.reasons` lists them.
    static let all: [DiagnosticReason] = [itemForm, contentNotLiteral, builderNotInlined, unusualArguments, unmappedButton, systemCancel, ownType,
                                          commentWouldBeLost, switchCaseNotLiteral]
}

extension AlertBuilder.Problem {
    /// What is wrong with the builder, after "which".
    var phrase: String {
        switch self {
        case .notInType: return "is not a property or function of this type"
        case .notPrivate: return "is not private (other files may use it)"
        case .usedElsewhere: return "is used or declared elsewhere in the file"
        case .takesArguments: return "takes arguments"
        case .notPlain: return "has attributes or is static or generic"
        case .notOneLiteral: return "does not return one literal Alert(...) or ActionSheet(...)"
        case .commented: return "holds a comment that would be lost"
        }
    }
}
