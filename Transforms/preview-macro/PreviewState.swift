import SwiftCST

/// A `@State static var name = value` of a provider, which its previews bind to (`$name`): in a
/// `#Preview` it is `@Previewable @State var name = value` (Xcode 16), declared first in each
/// preview that uses it. The same for `@FocusState static var focus: Field?` and `@Namespace
/// static var namespace`. (A static wrapper is installed in no view, so its bindings' writes
/// were lost, its focus never set, its namespace a new one at each read; the previewable one is
/// the preview's state, as the code meant.) And a plain `static let sample = Item(…)` the
/// previews read becomes `let sample = Item(…)` there: made once for the preview instead of once
/// for the process, which a preview cannot tell apart.
struct PreviewState {
    /// The wrappers a static property of a provider may carry to become `@Previewable`: SwiftUI's
    /// view state that needs no object of the project's.
    enum Wrapper: String, CaseIterable {
        case state = "State"
        case focusState = "FocusState"
        case namespace = "Namespace"

        /// `@State` needs its initial value; `@FocusState` and `@Namespace` are declared without one.
        var needsInitialValue: Bool { self == .state }
    }

    let declaration: VariableDeclSyntax
    /// The property's name, as the previews read it (`name`, `$name`).
    let name: String
    /// Its wrapper; nil for a plain stored property.
    let wrapper: Wrapper?
    /// For a plain `static var`: true when the previews write it (it stays a `var`).
    var isWritten = false

    /// The wrapper a provider's member carries, when it is one of `Wrapper`'s.
    static func wrapper(of declaration: VariableDeclSyntax) -> Wrapper? {
        Wrapper.allCases.first { declaration.attribute(named: $0.rawValue) != nil }
    }

    /// The property when it has one of the wrappers alone (or, `plain`, no attribute), is
    /// `static`, at most `private`/`fileprivate`, has one stored binding and, for `@State` or a
    /// plain property, an initial value; a wrapped one is a `var`. Nil otherwise.
    init?(_ declaration: VariableDeclSyntax) {
        let wrapper = Self.wrapper(of: declaration)
        guard declaration.attributes.count == (wrapper == nil ? 0 : 1), declaration.isStatic, wrapper == nil || !declaration.isLet,
              declaration.modifiers.allSatisfy({ $0.isNamed("static") || $0.isNamed("private") || $0.isNamed("fileprivate") }),
              declaration.bindings.count == 1, declaration.bindings[0].initializer != nil || wrapper?.needsInitialValue == false,
              declaration.bindings[0].accessorBlock == nil, let name = declaration.name,
              // `Self.other` in the value: a `#Preview` has no `Self`.
              !(declaration.bindings[0].initializer.map { Self.readsSelf($0.tokenRange, in: declaration.node.tree) } ?? false)
        else { return nil }
        self.declaration = declaration
        self.name = name
        self.wrapper = wrapper
    }

    /// `@Previewable @State var name: T = value`, the attribute and the binding as written; for
    /// a plain property `let name: T = value` (`var` stays `var`).
    var previewableDeclaration: String {
        guard wrapper != nil else { return (isWritten ? "var " : "let ") + declaration.bindings[0].node.text }
        return "@Previewable " + declaration.attributes[0].node.text + " var " + declaration.bindings[0].node.text
    }

    /// How a message names the property: `@State static var isOn`, `static let sample`.
    var described: String {
        (wrapper == nil ? "" : declaration.attributes[0].node.text + " ") + "static " + (declaration.isLet ? "let " : "var ") + name
    }

    /// True when one of the `tokens` reads the property: `name`, `$name`, `self.name`, `Self.name`;
    /// not a member of something else (`Item.name`) nor an argument label (`Item(name: …)`).
    func isUsed(by tokens: Range<Int>, in tree: SyntaxTree) -> Bool {
        tokens.contains { token in
            guard tree.tokens[token].kind == .identifier || tree.tokens[token].kind == .dollarIdentifier,
                  tree.tokenIs(token, name) || tree.tokenIs(token, "$" + name) else { return false }
            if token > 0, tree.tokens[token - 1].kind == .period {
                return token > 1 && (tree.tokenIs(token - 2, "self") || tree.tokenIs(token - 2, "Self"))
            }
            let isLabel = token + 1 < tree.tokens.count && tree.tokens[token + 1].kind == .colon && token > 0
                && [.leftParen, .comma].contains(tree.tokens[token - 1].kind)
            return !isLabel
        }
    }

    /// True when one of the `tokens` writes the property: `name = …`, `name += …`, `&name`,
    /// `name.mutate()` (a method that may mutate a value).
    func isWritten(by tokens: Range<Int>, in tree: SyntaxTree) -> Bool {
        tokens.contains { token in
            guard tree.tokens[token].kind == .identifier, tree.tokenIs(token, name) else { return false }
            let next = token + 1
            return token > 0 && tree.tokenIs(token - 1, "&")
                || next < tokens.upperBound && (tree.isAssignmentOperator(next) || tree.tokens[next].kind == .period)
        }
    }

    /// True when one of the `tokens` is `self` or `Self`.
    private static func readsSelf(_ tokens: Range<Int>, in tree: SyntaxTree) -> Bool {
        tokens.contains { tree.tokens[$0].kind != .stringSegment && (tree.tokenIs($0, "Self") || tree.tokenIs($0, "self")) }
    }
}
