import SwiftCST

/// Whether the view a `.foregroundColor(_:)` applies to may be a `Text`: `Text` has its own
/// `foregroundStyle(_:)` (iOS 17, macOS 14), which Swift prefers over the `View` one (iOS 15),
/// so below those versions a `Text` receiver would not compile.
enum TextReceiver {
    /// `Text`'s methods that return a `Text`: a chain of only these after a `Text` is a `Text`.
    static let textModifiers: Set<String> = [
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "monospaced", "monospacedDigit",
        "strikethrough", "underline", "kerning", "tracking", "baselineOffset", "foregroundColor", "foregroundStyle",
        "textScale", "typesettingLanguage", "customAttribute", "accessibilityLabel", "accessibilityHeading",
        "accessibilityTextContentType", "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters",
        "speechAdjustedPitch", "speechAnnouncementsQueued",
    ]

    /// False when the receiver is certainly not a `Text`: a modifier before it that `Text`
    /// does not declare returns `some View`, and a chain starting with another type's
    /// initializer (`Image(…)`, `VStack { … }`) is that type. True otherwise (`Text(…)`, a
    /// variable, a call of the project's).
    static func mayBeText(_ modifier: ModifierCall) -> Bool {
        guard let chain = modifier.call.chain, let member = modifier.call.calledElement else { return true }
        var element = member.previousSibling
        while let current = element {
            defer { element = current.previousSibling }
            if let call = CallSyntax(current) {
                guard call.isMemberCall else { continue }
                guard let name = call.calledName, textModifiers.contains(name) else { return false }
            } else if current == chain.primary {
                return modifier.call.chainInitializerType.map { $0 == "Text" } ?? true
            } else if current.kind != .memberSuffix {
                return true  // a subscript, `!`, `?`, an `#if` block: not followed
            }
        }
        return true
    }
}
