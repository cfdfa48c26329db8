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

    /// True when an `if`, `while` or `guard` condition list binds `name`: `if let a = x, let b`
    /// binds a and b.
    static func binds(_ conditional: Node, _ name: String) -> Bool {
        conditional.children(.optionalBinding).contains { binding in
            guard let token = binding.child(.pattern).flatMap(patternNameToken) else { return false }
            return binding.tree.tokenText(token, equals: name)
        }
    }

    /// True when `binding` binds `name` (`binding.name == name`), told from the name token's
    /// bytes where they differ; the name (which drops backticks) is built only for a match.
    static func binds(_ binding: PatternBindingSyntax, _ name: String) -> Bool {
        guard let token = binding.nameToken else { return false }
        let tree = binding.node.tree
        if tree.bytes[Int(tree.tokens[token].start)] != UInt8(ascii: "`") && !tree.tokenText(token, equals: name) { return false }
        return binding.name == name
    }

    /// The name a simple pattern binds (`x`, `x: T`); nil for tuples and wildcards.
    static func patternName(_ pattern: Node) -> String? {
        patternNameToken(pattern).map { pattern.tree.text($0) }
    }

    /// The token of `patternName`.
    private static func patternNameToken(_ pattern: Node) -> Int? {
        guard let token = pattern.firstToken, pattern.tree.tokens[token].kind == .identifier else { return nil }
        return token
    }

    /// False when no token of `node` spells `name`: then no parameter or name declared there is `name`.
    private static func mayDeclare(_ node: Node?, _ name: String) -> Bool {
        guard let node = node else { return false }
        return node.tokenRange.contains { node.tree.tokenText($0, equals: name) }
    }

    private static func declares(_ parent: Node, _ name: String, visibleIn child: Node) -> Bool {
        switch parent.kind {
        case .closureExpr:
            if child.kind != .closureSignature, let closure = ClosureSyntax(parent), mayDeclare(closure.signature, name),
               closure.parameterNames.contains(name) { return true }
            return declaredBefore(child, name)
        case .functionDecl:
            return child.kind != .parameterClause && mayDeclare(parent.child(.parameterClause), name)
                && FunctionDeclSyntax(parent)?.parameters.contains { $0.name == name } == true
        case .forStmt:
            guard child.kind == .codeBlock, let inKeyword = parent.directToken(.in) else { return false }
            return (parent.tokenRange.lowerBound..<inKeyword).contains { parent.tree.tokenIs($0, name) }
        case .ifExpr, .whileStmt:
            return child.kind == .codeBlock && child == parent.child(.codeBlock) && binds(parent, name)
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
            if let variable = VariableDeclSyntax(statement), variable.bindings.contains(where: { binds($0, name) }) { return true }
            if statement.kind == .guardStmt, binds(statement, name) { return true }
            sibling = statement.previousSibling
        }
        return false
    }
}
