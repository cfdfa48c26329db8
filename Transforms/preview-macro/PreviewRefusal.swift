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

    /// A stable kebab-case key.
    var key: String {
        switch self {
        case .notPlainProvider: return "not-plain-provider"
        case .attributes: return "provider-attributes"
        case .notAtFileScope: return "not-at-file-scope"
        case .usedByName: return "provider-used-by-name"
        case .uncheckedName: return "unchecked-name"
        case .otherMember: return "other-member"
        case .stateProperty: return "state-property"
        case .unusualPreviews: return "unusual-previews"
        case .conditionalCompilation: return "conditional-compilation"
        case .sharedStatements: return "shared-statements"
        case .forEach: return "for-each"
        case .groupWithModifiers: return "group-with-modifiers"
        case .unmappedModifier: return "unmapped-modifier"
        case .nestedModifier: return "nested-modifier"
        case .conflictingModifiers: return "conflicting-modifiers"
        case .commentWouldBeLost: return "comment-would-be-lost"
        }
    }

    /// The warning for the provider named `name`: what stays, why, what to do.
    func message(provider name: String) -> String {
        let stays = "\(name) stays a PreviewProvider"
        switch self {
        case .notPlainProvider: return "\(stays): #Preview replaces only a struct that conforms to PreviewProvider alone"
        case .attributes: return "\(stays): its attributes have no place on #Preview; convert it by hand"
        case .notAtFileScope: return "\(stays): it is nested in another declaration, and #Preview goes at file scope"
        case .usedByName(let site): return "\(stays): its name is used at \(site)"
        case .uncheckedName: return "\(stays): its uses are looked for only in names holding \"Preview\"; rename it or convert by hand"
        case .otherMember(let member): return "\(stays): it declares \(member); move it out or convert by hand"
        case .stateProperty(let member): return "\(stays): it declares @State \(member); write #Preview with @Previewable @State by hand (Xcode 16)"
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
