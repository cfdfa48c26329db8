import MigrationKit
import SwiftCST

/// The deprecated modifiers `deprecated-modifiers` replaces, and how each call is rewritten.
enum RenamedModifier: String, CaseIterable {
    case accentColor, edgesIgnoringSafeArea, autocapitalization, disableAutocorrection, overlay, background, accessibility

    /// Why a call stays.
    enum Refusal: Error {
        /// `nil`, which the replacement takes with another meaning, or not at all.
        case nilArgument
        case optionalArgument
        /// A value that cannot be mapped to the replacement's (`autocapitalization(style)`).
        case unmappedValue
        /// A comment between the arguments would be lost.
        case comments
        /// A value whose type comes from the parameter (`.init("Play")`), which the replacement's
        /// overloads type otherwise.
        case contextualType
    }

    /// The edits for `modifier`, a call of this modifier; nil when the call does not have the
    /// deprecated form's shape (another overload, the replacement already).
    func edits(for modifier: ModifierCall, context: TransformContext) -> Result<[TextEdit], Refusal>? {
        switch self {
        case .overlay, .background:
            return ViewLayerCall.edits(for: modifier)
        case .accessibility:
            return AccessibilityAttribute.edits(for: modifier)
        case .accentColor, .disableAutocorrection:
            guard let value = modifier.soleUnlabeledArgument else { return nil }
            switch ValueOptionality.of(value, context: context) {
            case .nilLiteral: return .failure(.nilArgument)
            case .optional: return .failure(.optionalArgument)
            case .nonOptional: return .success([modifier.renaming(to: self == .accentColor ? "tint" : "autocorrectionDisabled")])
            }
        case .edgesIgnoringSafeArea:
            // `edgesIgnoringSafeArea` ignores the container's safe area, not the keyboard's.
            guard let edges = modifier.soleUnlabeledArgument else { return nil }
            return .success([modifier.renaming(to: "ignoresSafeArea"), .insert(".container, edges: ", at: edges.range.lowerBound)])
        case .autocapitalization:
            guard let style = modifier.soleUnlabeledArgument else { return nil }
            guard let mapped = Self.autocapitalization(style) else { return .failure(.unmappedValue) }
            return .success([modifier.renaming(to: "textInputAutocapitalization"), TextEdit(range: style.range, replacement: mapped)])
        }
    }

    /// `UITextAutocapitalizationType`'s cases as `TextInputAutocapitalization`'s.
    private static let autocapitalizationCases = ["none": ".never", "words": ".words", "sentences": ".sentences", "allCharacters": ".characters"]

    /// `.words` → `.words`, `UITextAutocapitalizationType.none` → `.never`; nil for any other value.
    private static func autocapitalization(_ style: Node) -> String? {
        let expression = style.unparenthesized
        if expression.kind == .implicitMemberExpr, let name = expression.identifierName { return autocapitalizationCases[name] }
        let elements = expression.children
        guard expression.kind == .postfixExpr, elements.count == 2, elements[0].isIdentifier("UITextAutocapitalizationType"),
              elements[1].kind == .memberSuffix, let name = elements[1].identifierName else { return nil }
        return autocapitalizationCases[name]
    }

    /// The replacement of `modifier`, a call of this modifier, as messages name it.
    func replacement(of modifier: ModifierCall) -> String {
        switch self {
        case .accentColor: return "tint(_:)"
        case .edgesIgnoringSafeArea: return "ignoresSafeArea(.container, edges:)"
        case .autocapitalization: return "textInputAutocapitalization(_:)"
        case .disableAutocorrection: return "autocorrectionDisabled(_:)"
        case .overlay: return "overlay(alignment:content:)"
        case .background: return "background(alignment:content:)"
        case .accessibility:
            return (modifier.arguments.first?.label.flatMap(AccessibilityAttribute.init).map(\.replacement) ?? "accessibility…") + "(_:)"
        }
    }
}
