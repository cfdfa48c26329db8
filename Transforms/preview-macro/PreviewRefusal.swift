import MigrationKit

/// Why a `PreviewProvider` stays as it is. Each case has a stable key and a short message that
/// says what to do.
enum PreviewRefusal: Error, Equatable {
    /// The provider conforms to more than `PreviewProvider`, or is not a plain struct.
    case notPlainProvider
    /// Attributes (`@available`, ...) on the provider, which `#Preview` would not carry.
    case attributes
    /// The provider is declared inside a type or a function, where `#Preview` cannot go.
    case notAtFileScope
    /// The provider's name is used elsewhere in the project.
    case usedByName(Site)
    /// The provider's name holds no "Preview", so phase 1 did not record its uses.
    case uncheckedName
    /// A member other than `static var previews` (stored property, helper, `platform`).
    case otherMember(String)
    /// A `@State static var` the previews bind to.
    case stateProperty(String)
    /// `previews` is not a computed `static var previews: some View { ... }`.
    case unusualPreviews
    /// `#if` inside the provider or its previews.
    case conditionalCompilation
    /// Declarations or control flow shared by several previews.
    case sharedStatements
    /// `ForEach` makes several previews from one expression.
    case forEach
    /// A `Group` of several previews with modifiers that are not preview modifiers.
    case groupWithModifiers
    /// A preview modifier with no exact `#Preview` form (`previewDevice`, a non-literal name).
    case unmappedModifier(String)
    /// A preview modifier inside a preview's view rather than on it.
    case nestedModifier(String)
    /// The same preview setting given twice (on a `Group` and on its child).
    case conflictingModifiers(String)
    /// A comment inside the provider that no preview would carry.
    case commentWouldBeLost

    /// The declared reason this refusal is raised with.
    var reason: DiagnosticReason {
        switch self {
        case .notPlainProvider: return PreviewReason.notPlainProvider
        case .attributes: return PreviewReason.attributes
        case .notAtFileScope: return PreviewReason.notAtFileScope
        case .usedByName: return PreviewReason.usedByName
        case .uncheckedName: return PreviewReason.uncheckedName
        case .otherMember: return PreviewReason.otherMember
        case .stateProperty: return PreviewReason.stateProperty
        case .unusualPreviews: return PreviewReason.unusualPreviews
        case .conditionalCompilation: return PreviewReason.conditionalCompilation
        case .sharedStatements: return PreviewReason.sharedStatements
        case .forEach: return PreviewReason.forEach
        case .groupWithModifiers: return PreviewReason.groupWithModifiers
        case .unmappedModifier: return PreviewReason.unmappedModifier
        case .nestedModifier: return PreviewReason.nestedModifier
        case .conflictingModifiers: return PreviewReason.conflictingModifiers
        case .commentWouldBeLost: return PreviewReason.commentWouldBeLost
        }
    }

    /// The places the warning names: where the provider's name is used.
    func notes(provider name: String) -> [DiagnosticNote] {
        guard case .usedByName(let site) = self else { return [] }
        return [.at(site, "\(name) used here")]
    }

    /// The warning for the provider named `name`: what stays, why, what to do.
    func message(provider name: String) -> String {
        let stays = "\(name) stays a PreviewProvider"
        switch self {
        case .notPlainProvider: return "\(stays): #Preview replaces only a struct that conforms to PreviewProvider alone"
        case .attributes: return "\(stays): its attributes have no place on #Preview; convert it by hand"
        case .notAtFileScope: return "\(stays): it is nested in another declaration, and #Preview goes at file scope"
        case .usedByName: return "\(stays): its name is used elsewhere in the project"
        case .uncheckedName: return "\(stays): its uses are looked for only in names holding \"Preview\"; convert it by hand or rename it"
        case .otherMember(let member): return "\(stays): it declares \(member); move it out or convert by hand"
        case .stateProperty(let member): return "\(stays): it declares \(member); write #Preview with @Previewable by hand (Xcode 16)"
        case .unusualPreviews: return "\(stays): its previews is not a computed static var previews"
        case .conditionalCompilation: return "\(stays): it holds #if; write one #Preview per branch by hand"
        case .sharedStatements: return "\(stays): its previews share declarations or control flow; split them by hand"
        case .forEach: return "\(stays): a ForEach makes several previews; write one #Preview for each"
        case .groupWithModifiers: return "\(stays): its Group of previews has modifiers; put them on each preview, then convert"
        case .unmappedModifier(let modifier): return "\(stays): .\(modifier) has no exact #Preview form; choose it in the canvas, then convert"
        case .nestedModifier(let modifier): return "\(stays): .\(modifier) is inside a preview's view, not on it"
        case .conflictingModifiers(let modifier): return "\(stays): .\(modifier) is given twice for one preview"
        case .commentWouldBeLost: return "\(stays): a comment in it would be lost; move it, then convert"
        }
    }
}

/// The reasons `preview-macro` declares: every one a refusal (the provider stays).
enum PreviewReason {
    static let notPlainProvider = DiagnosticReason(
        "not-plain-provider", .refusal, label: "the provider is not a struct conforming to PreviewProvider alone",
        help: "Convert it to #Preview by hand.")
    static let attributes = DiagnosticReason(
        "provider-attributes", .refusal, label: "the provider has attributes",
        help: "Convert it to #Preview by hand, keeping what the attributes say.")
    static let notAtFileScope = DiagnosticReason(
        "not-at-file-scope", .refusal, label: "the provider is nested in another declaration",
        help: "Move it to file scope, then run again.")
    static let usedByName = DiagnosticReason(
        "provider-used-by-name", .refusal, label: "the provider is used by name elsewhere",
        help: "Remove the use, or keep the provider.")
    static let uncheckedName = DiagnosticReason(
        "unchecked-name", .refusal, label: "the provider's name holds no \"Preview\"",
        help: "Rename it (X_Previews), or convert it by hand.")
    static let otherMember = DiagnosticReason(
        "other-member", .refusal, label: "the provider declares another member",
        help: "Move the member out of the provider, then run again.")
    static let stateProperty = DiagnosticReason(
        "state-property", .refusal, label: "a @State (@FocusState, @Namespace) property that is not a static var a preview uses",
        help: "Write #Preview with @Previewable @State by hand (Xcode 16).")
    static let unusualPreviews = DiagnosticReason(
        "unusual-previews", .refusal, label: "previews is not a computed static var",
        help: "Write previews as static var previews: some View { ... }, or convert by hand.")
    static let conditionalCompilation = DiagnosticReason(
        "conditional-compilation", .refusal, label: "the provider holds #if",
        help: "Write one #Preview per branch by hand.")
    static let sharedStatements = DiagnosticReason(
        "shared-statements", .refusal, label: "several previews share declarations or control flow",
        help: "Split them into one #Preview each by hand.")
    static let forEach = DiagnosticReason(
        "for-each", .refusal, label: "a ForEach makes several previews",
        help: "Write one #Preview for each.")
    static let groupWithModifiers = DiagnosticReason(
        "group-with-modifiers", .refusal, label: "a Group of previews has modifiers",
        help: "Put the modifiers on each preview, then run again.")
    static let unmappedModifier = DiagnosticReason(
        "unmapped-modifier", .refusal, label: "a preview modifier has no exact #Preview form",
        help: "Choose the device or context in the canvas, then convert by hand.")
    static let nestedModifier = DiagnosticReason(
        "nested-modifier", .refusal, label: "a preview modifier is inside a preview's view",
        help: "Move it to the preview, then run again.")
    static let conflictingModifiers = DiagnosticReason(
        "conflicting-modifiers", .refusal, label: "a preview setting is given twice",
        help: "Keep one, then run again.")
    static let commentWouldBeLost = DiagnosticReason(
        "comment-would-be-lost", .refusal, label: "a comment would be lost",
        help: "Move the comment above the provider, then run again.")

    /// Every reason, as `Transform.reasons` lists them.
    static let all: [DiagnosticReason] = [notPlainProvider, attributes, notAtFileScope, usedByName, uncheckedName, otherMember, stateProperty, unusualPreviews, conditionalCompilation, sharedStatements, forEach, groupWithModifiers, unmappedModifier, nestedModifier, conflictingModifiers, commentWouldBeLost]
}
