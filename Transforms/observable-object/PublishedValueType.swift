import SwiftCST

/// The type of an `@Published` property's value as a publisher bridge spells it
/// (`CurrentValueSubject<T, Never>`): the annotation, or the type of a literal or of a
/// constructor call the initial value is. Nil when neither says it (`= .idle`, `= makeItems()`).
enum PublishedValueType {
    static func text(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation {
            let text = oneLine(annotation.node)
            // `String!` is `String?` everywhere but in a declaration.
            return text.hasSuffix("!") ? String(text.dropLast()) + "?" : text
        }
        guard let value = binding.initializer else { return nil }
        return literalType(value) ?? constructedType(value)
    }

    /// The node's text, or its tokens joined when it spans lines or holds comments.
    private static func oneLine(_ node: Node) -> String {
        let text = node.text
        return text.contains(where: \.isNewline) || text.contains("/*") || text.contains("//") ? node.compactText : text
    }

    /// `""`, `0`, `-1`, `0.5`, `true`: the literal's default type.
    private static func literalType(_ value: Node) -> String? {
        let tree = value.tree
        switch value.kind {
        case .stringLiteral:
            return "String"
        case .literalExpr:
            guard let token = value.firstToken, value.tokenRange.count == 1 else { return nil }
            switch tree.tokens[token].kind {
            case .integerLiteral: return "Int"
            case .floatLiteral: return "Double"
            case .keyword: return tree.tokenIs(token, "true") || tree.tokenIs(token, "false") ? "Bool" : nil
            default: return nil
            }
        case .prefixExpr:
            guard let operand = value.children.last, value.firstToken.map({ tree.tokenIs($0, "-") }) == true else { return nil }
            return literalType(operand).flatMap { $0 == "Int" || $0 == "Double" ? $0 : nil }
        default:
            return nil
        }
    }

    /// `Settings()`, `Set<String>()`, `[Item]()`, `Outer.Name(x: 1)`, `Name.init()`: the type called.
    private static func constructedType(_ value: Node) -> String? {
        guard value.kind == .postfixExpr, let call = value.children.last, call.kind == .callSuffix,
              call.child(.closureExpr) == nil else { return nil }
        var callee = Array(value.children.dropLast())
        if let last = callee.last, last.kind == .memberSuffix, last.identifierName == "init" { callee.removeLast() }
        guard let first = callee.first else { return nil }
        let text = callee.map(oneLine).joined()
        if first.kind == .arrayExpr || first.kind == .dictionaryExpr { return callee.count == 1 ? text : nil }
        guard first.kind == .identifierExpr, callee.dropFirst().allSatisfy({ $0.kind == .memberSuffix }) else { return nil }
        // Every component names a type: `Name`, `Outer.Name`, not `Factory.make`.
        let components = text.split(separator: ".")
        return components.allSatisfy({ $0.first?.isUppercase == true }) ? text : nil
    }
}
