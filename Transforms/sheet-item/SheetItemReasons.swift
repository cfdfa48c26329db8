import MigrationKit

/// Why `sheet-item` leaves a `sheet(isPresented:)` or `fullScreenCover(isPresented:)` as it is.
extension DiagnosticReason {
    static let itemNotIdentifiable = DiagnosticReason(
        "item-not-identifiable", .refusal, label: "the item's type is not Identifiable in this project",
        help: "Add the conformance, or pass --assume-identifiable TYPE if it conforms in another module.", option: "--assume-identifiable TYPE")
    static let itemTypeUnnamed = DiagnosticReason(
        "item-type-unnamed", .refusal, label: "the item's type is not a named Identifiable type", help: "Give the item a named Identifiable type.")
    static let customBinding = DiagnosticReason(
        "custom-binding", .refusal, label: "isPresented: is a custom Binding", help: "Convert it by hand.")
    static let flagNotPlain = DiagnosticReason(
        "flag-not-plain", .refusal, label: "the flag is not a plain @State Bool starting as false", help: "Convert it by hand.")
    static let hasObservers = DiagnosticReason(
        "has-observers", .refusal, label: "the flag or the item has observers", help: "Move the observers' work, then run again.")
    static let flagToggled = DiagnosticReason(
        "flag-toggled", .refusal, label: "the flag is toggled", help: "Set it to true where the item is given a value, then run again.")
    static let flagSetWithoutItem = DiagnosticReason(
        "flag-set-without-item", .refusal, label: "the flag is set where the item is not given a value with it",
        help: "Give the item its value where the flag becomes true, in the same block.")
    static let itemReadAfterDismissal = DiagnosticReason(
        "item-read-after-dismissal", .refusal, label: "the item is read after dismissal, when item-driven presentation has set it to nil",
        help: "Keep the value elsewhere before dismissal.")
    static let flagUsedElsewhere = DiagnosticReason(
        "flag-used-elsewhere", .refusal, label: "the flag or the item is read or changed elsewhere", help: "Convert it by hand.")
    static let passedAsBinding = DiagnosticReason(
        "passed-as-binding", .refusal, label: "the flag or the item is passed down as a Binding", help: "Convert it by hand.")
    static let itemSetWithoutFlag = DiagnosticReason(
        "item-set-without-flag", .refusal, label: "the item is set or cleared where the flag is not", help: "Set both together, then run again.")
    static let itemMayBeNil = DiagnosticReason(
        "item-may-be-nil", .refusal, label: "the value given to the item may be nil", help: "Convert it by hand.")
    static let itemChangesWhileUp = DiagnosticReason(
        "item-changes-while-up", .refusal, label: "the item changes while the sheet is up", help: "Convert it by hand.")
    static let sharedPresentation = DiagnosticReason(
        "shared-presentation", .refusal, label: "several presentations share the flag or the item",
        help: "Present them with one sheet(item:) over an Identifiable enum of destinations.")
    static let notPrivate = DiagnosticReason(
        "not-private", .refusal, label: "the flag or the item may be used from outside the view", help: "Make it private if that use is unrelated.")
    static let itemStartsWithValue = DiagnosticReason(
        "item-starts-with-value", .refusal, label: "the item starts with a value (the sheet would show at once)", help: "Convert it by hand.")
    static let commentWouldBeLost = DiagnosticReason(
        "comment-would-be-lost", .refusal, label: "a comment would be lost", help: "Move the comment, then run again.")
    static let contentElse = DiagnosticReason(
        "content-else", .refusal, label: "the content shows something else when the item is nil", help: "Convert it by hand.")
    static let contentUsesItem = DiagnosticReason(
        "content-uses-item", .refusal, label: "the content uses the item in a way the rewrite cannot carry over", help: "Convert it by hand.")
}

extension SheetItemTransform {
    public static let reasons: [DiagnosticReason] = [
        .itemNotIdentifiable, .itemTypeUnnamed, .customBinding, .flagNotPlain, .hasObservers, .flagToggled, .flagSetWithoutItem,
        .itemReadAfterDismissal, .flagUsedElsewhere, .passedAsBinding, .itemSetWithoutFlag, .itemMayBeNil, .itemChangesWhileUp,
        .sharedPresentation, .notPrivate, .itemStartsWithValue, .commentWouldBeLost, .contentElse, .contentUsesItem,
    ]
}
