import SwiftCST

/// Whether a name at some place means a local (a parameter, a closure parameter, a loop
/// variable, an `if let`/`guard let` binding, a local `let`/`var`) rather than the property
/// of the same name.
enum LocalNames {
    /// True when something around `node`, up to and including `boundary` (by default up to
    /// the enclosing type declaration), declares `name` so that it is visible at `node`.
    static func isShadowed(_ name: String, at node: Node, within boundary: Node? = nil) -> Bool {
        var child = node
        while let parent = child.parent, parent.kind != .typeDecl {
            if declares(parent, name, visibleIn: child) { return true }
            if parent == boundary { break }
            child = parent
        }
        return false
    }

    /// The names an `if`, `while` or `guard` condition list binds: `if let a = x, let b` → a, b.
    static func boundNames(_ conditional: Node) -> [String] {
        conditional.children(.optionalBinding).compactMap { $0.child(.pattern).flatMap(patternName) }
    }

    /// The name a simple pattern binds (`x`, `x: T`); nil for tuples and wildcards.
    static func patternName(_ pattern: Node) -> String? {
        guard let token = pattern.firstToken, pattern.tree.tokens[token].kind == .identifier else { return nil }
        return pattern.tree.text(token)
    }

    private static func declares(_ parent: Node, _ name: String, visibleIn child: Node) -> Bool {
        switch parent.kind {
        case .closureExpr:
            if child.kind != .closureSignature, ClosureSyntax(parent)?.parameterNames.contains(name) == true { return true }
            return declaredBefore(child, name)
        case .functionDecl:
            return child.kind != .parameterClause && FunctionDeclSyntax(parent)?.parameters.contains { $0.name == name } == true
        case .forStmt:
            guard child.kind == .codeBlock, let inKeyword = parent.directToken(.in) else { return false }
            return (parent.tokenRange.lowerBound..<inKeyword).contains { parent.tree.tokenIs($0, name) }
        case .ifExpr, .whileStmt:
            return child.kind == .codeBlock && child == parent.child(.codeBlock) && boundNames(parent).contains(name)
        case .codeBlock, .accessorBlock, .switchCase, .sourceFile, .ifConfigClause:
            return declaredBefore(child, name)
        default:
            return false
        }
    }

    /// True when a statement before `child` in its list declares `name` (`let`, `var`, `guard let`).
    private static func declaredBefore(_ child: Node, _ name: String) -> Bool {
        var sibling = child.previousSibling
        while let statement = sibling {
            if let variable = VariableDeclSyntax(statement), variable.bindings.contains(where: { $0.name == name }) { return true }
            if statement.kind == .guardStmt, boundNames(statement).contains(name) { return true }
            sibling = statement.previousSibling
        }
        return false
    }
}
