import SwiftCST

extension StaticTypeQuery {
    /// The query for `name` when `statement` binds it in a pattern: `if let name = value`,
    /// `guard let name` (the unwrapped outer `name`), `case .some(let name)` over a value of a
    /// project enum, `if case .some(let name) = value`, `for name in sequence`; unknown for tuple
    /// patterns and `catch` clauses. Nil when `statement` does not bind it in a condition that ends
    /// before the offset `use` (a binding's own value cannot see it).
    static func boundValue(_ name: String, by statement: Node, before use: Int, depth: Int) -> StaticTypeQuery? {
        switch statement.kind {
        case .switchCase:
            let colon = statement.directToken(.colon) ?? statement.tokenRange.upperBound
            let patterns = statement.children.filter { ($0.lastToken ?? colon) < colon }
            guard patterns.contains(where: { declares(name, $0) }) else { return nil }
            guard patterns.count == 1, let subject = statement.parent?.firstChild, statement.parent?.kind == .switchExpr else {
                return StaticTypeQuery(root: .unknown("`\(name)` is bound by a `case` pattern the tool does not read"))
            }
            return payload(name, in: patterns[0], subject: subject, depth: depth)
        case .catchClause:
            let patterns = statement.children.filter { $0.kind != .codeBlock }
            guard patterns.isEmpty ? name == "error" : patterns.contains(where: { declares(name, $0) }) else { return nil }
            return StaticTypeQuery(root: .unknown("`\(name)` is bound by a `catch` clause"))
        case .forStmt:
            return loopElement(name, by: statement, at: use, depth: depth)
        default:
            break
        }
        let conditions = statement.children.filter { ($0.kind == .optionalBinding || $0.kind == .matchingPattern) && $0.range.upperBound <= use }
        for condition in conditions.reversed() {
            if condition.kind == .matchingPattern {   // case pattern = value
                guard let pattern = condition.firstChild, pattern.kind != .initializerClause, declares(name, pattern) else { continue }
                guard let value = condition.child(.initializerClause)?.firstChild else { break }
                return payload(name, in: pattern, subject: value, depth: depth)
            }
            guard let pattern = condition.child(.pattern), declares(name, pattern) else { continue }
            if pattern.directTokens.count != 1 { return StaticTypeQuery(root: .unknown("`\(name)` is bound by a tuple pattern")) }
            let type = condition.child(.typeAnnotation)?.child(.type).flatMap(TypeSyntax.init)
            if type != nil || condition.child(.initializerClause) != nil || depth >= maximumDepth {
                return typed(type, value: condition.child(.initializerClause)?.firstChild, name: name, at: condition, depth: depth)
            }
            // `if let name`: the unwrapped `name` from outside the statement.
            return lookUp(name, at: statement, depth: depth + 1)
        }
        return nil
    }

    /// `.caseName(…, let name, …)` (or `let .caseName(…, name, …)`) matched against `subject`.
    private static func payload(_ name: String, in pattern: Node, subject: Node, depth: Int) -> StaticTypeQuery {
        var call = pattern
        if call.kind == .patternExpr, let inner = call.children.last { call = inner }
        guard let chain = PostfixChainSyntax(call), chain.primary?.kind == .implicitMemberExpr, let caseName = chain.primary?.identifierName,
              chain.suffixes.count == 1, let arguments = CallSyntax(chain.suffixes[0])?.arguments,
              let position = arguments.firstIndex(where: { $0.expression.map { declares(name, $0) } ?? false }), depth < maximumDepth else {
            return StaticTypeQuery(root: .unknown("`\(name)` is bound by a pattern the tool does not read"))
        }
        return StaticTypeQuery(root: .enumPayload(subject: of(subject, depth: depth + 1), caseName: caseName, position: position))
    }

    /// True when `pattern` declares `name`: `let name` (a binding pattern), `.some(let name)`,
    /// `let .some(name)`.
    private static func declares(_ name: String, _ pattern: Node) -> Bool {
        pattern.descendantsAndSelf.contains { node in
            if node.kind == .pattern { return node.directTokens.contains { node.tree.text($0) == name } }
            guard node.kind == .identifierExpr, node.identifierName == name else { return false }
            return pattern.kind == .patternExpr || node.ancestors.prefix { $0 != pattern }.contains { $0.kind == .patternExpr }
        }
    }
}
