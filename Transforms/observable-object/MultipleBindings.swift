import SwiftCST

/// `var a = 1, b = 2`: macros such as `@ObservationIgnored` (and the accessors `@Observable`
/// adds) take one property per declaration, so such a declaration is split into one per property.
enum MultipleBindings {
    /// True when each property has its own type or value and no comment sits inside, so the
    /// declaration can be split without changing types or losing comments.
    static func canSplit(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindings.allSatisfy({ $0.typeAnnotation != nil || $0.initializer != nil }),
              variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
              let first = variable.node.firstToken, let last = variable.node.lastToken else { return false }
        return !variable.node.tree.hasComments(between: first, and: last)
    }

    /// The declaration as one declaration per property, each starting with `attribute` (when
    /// given) and the original attributes, modifiers and `var`, one per line.
    static func split(_ variable: VariableDeclSyntax, adding attribute: String?) -> TextEdit? {
        let tree = variable.node.tree
        guard let first = variable.node.firstToken, let last = variable.node.lastToken,
              let firstBinding = variable.bindings.first?.node.firstToken else { return nil }
        let start = Int(tree.tokens[first].start)
        let prefix = (attribute.map { $0 + " " } ?? "") + tree.string(start..<Int(tree.tokens[firstBinding].start))
        let separator = tree.newline + tree.indentation(ofLineContaining: start)
        let declarations = variable.bindings.map { prefix + $0.node.text }
        return TextEdit(range: start..<Int(tree.tokens[last].end), replacement: declarations.joined(separator: separator))
    }
}
