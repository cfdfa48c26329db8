import SwiftCST

/// Whether a name used in code is a local's: declared (`var _total = 0`) or bound by a
/// condition (`if let _total`, `guard let _total`, `for _total in`) in a scope around the use,
/// before it. A local named `_name` is then not an `@Published` property's storage.
enum LocalBinding {
    static func binds(_ name: String, around use: Node) -> Bool {
        var child = use
        while let parent = child.parent, parent.kind != .typeDecl, parent.kind != .memberBlock {
            if parent.isStatementList, precedingStatements(of: child).contains(where: { declares(name, $0) }) { return true }
            if [.ifExpr, .guardStmt, .whileStmt, .forStmt].contains(parent.kind),
               parent.children.prefix(while: { $0 != child }).contains(where: { bindsInPattern(name, $0) }) { return true }
            child = parent
        }
        return false
    }

    /// True when `name` at `use` would mean a local, or a parameter of a function, initializer
    /// or closure around it, rather than a member of the enclosing type.
    static func shadows(_ name: String, at use: Node) -> Bool {
        if binds(name, around: use) { return true }
        var node = use
        while let parent = node.parent, parent.kind != .memberBlock {
            if let function = FunctionDeclSyntax(parent), function.parameters.contains(where: { $0.name == name }) { return true }
            if let closure = ClosureSyntax(parent), closure.parameterNames.contains(name) { return true }
            node = parent
        }
        return false
    }

    private static func precedingStatements(of statement: Node) -> UnfoldSequence<Node, (Node?, Bool)> {
        sequence(first: statement) { $0.previousSibling }
    }

    /// `var name = …` or `guard let name` as a statement.
    private static func declares(_ name: String, _ statement: Node) -> Bool {
        switch statement.kind {
        case .variableDecl: return VariableDeclSyntax(statement)?.bindings.contains { $0.name == name } == true
        case .guardStmt: return statement.children.contains { bindsInPattern(name, $0) }
        default: return false
        }
    }

    /// A condition or `for` pattern of `node` that binds `name`.
    private static func bindsInPattern(_ name: String, _ node: Node) -> Bool {
        let tree = node.tree
        guard node.tokenRange.contains(where: { tree.tokens[$0].kind == .identifier && tree.tokenIs($0, name) }) else { return false }
        var found = false
        node.walk { inner in
            switch inner.kind {
            case .optionalBinding, .pattern, .patternExpr:
                if inner.tokenRange.contains(where: { tree.tokens[$0].kind == .identifier && tree.tokenIs($0, name) }) { found = true }
                return false
            case .codeBlock, .closureExpr:
                return false
            default:
                return !found
            }
        }
        return found
    }
}
