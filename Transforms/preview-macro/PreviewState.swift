import SwiftCST

/// A `@State static var name = value` of a provider, which its previews bind to (`$name`): in a
/// `#Preview` it is `@Previewable @State var name = value` (Xcode 16), declared first in each
/// preview that uses it. (A static `@State` is installed in no view, so its bindings' writes were
/// lost; the previewable one keeps them.)
struct PreviewState {
    let declaration: VariableDeclSyntax
    /// The property's name, as the previews read it (`name`, `$name`).
    let name: String

    /// The property when it is `@State` alone, `static`, at most `private`/`fileprivate`, a `var`
    /// with one binding and an initial value; nil otherwise.
    init?(_ declaration: VariableDeclSyntax) {
        guard declaration.attributes.count == 1, declaration.isStatic, !declaration.isLet,
              declaration.modifiers.allSatisfy({ $0.isNamed("static") || $0.isNamed("private") || $0.isNamed("fileprivate") }),
              declaration.bindings.count == 1, declaration.bindings[0].initializer != nil, declaration.bindings[0].accessorBlock == nil,
              let name = declaration.name else { return nil }
        self.declaration = declaration
        self.name = name
    }

    /// `@Previewable @State var name: T = value`, the binding as written.
    var previewableDeclaration: String { "@Previewable @State var " + declaration.bindings[0].node.text }

    /// True when one of the `tokens` reads the property: `name`, `$name`.
    func isUsed(by tokens: Range<Int>, in tree: SyntaxTree) -> Bool {
        tokens.contains { tree.tokenIs($0, name) || tree.tokenIs($0, "$" + name) }
    }
}
