import SwiftCST

extension StaticTypeQuery {
    /// Views that hand their content closure the elements of their first argument.
    private static let viewsOverData: Set<String> = ["ForEach", "List", "Table", "OutlineGroup"]

    /// Methods that hand their closure the elements of their receiver, with the positions of
    /// the closure's parameters that are elements (`reduce`'s first one is the result so far).
    private static let elementMethods: [String: [Int]] = [
        "map": [0], "compactMap": [0], "flatMap": [0], "forEach": [0], "filter": [0], "first": [0], "last": [0],
        "contains": [0], "allSatisfy": [0], "firstIndex": [0], "lastIndex": [0], "drop": [0], "prefix": [0],
        "removeAll": [0], "sorted": [0, 1], "sort": [0, 1], "min": [0, 1], "max": [0, 1], "reduce": [1],
    ]

    /// `$0`, `$1` at `node`: the parameter at `position` of the closure around it.
    static func anonymousClosureParameter(_ position: Int, at node: Node, depth: Int) -> StaticTypeQuery {
        guard let closure = node.ancestor(.closureExpr) else { return StaticTypeQuery(root: .unknown("`$\(position)` is outside any closure")) }
        return elementParameter(of: closure, position: position, depth: depth)
            ?? StaticTypeQuery(root: .unknown("`$\(position)` is a closure parameter whose type is not written"))
    }

    /// The parameter at `position` of `closure` when the closure is given the elements of a
    /// collection: `ForEach(models) { model in … }`, `models.map { $0… }`; nil otherwise.
    static func elementParameter(of closure: Node, position: Int, depth: Int) -> StaticTypeQuery? {
        guard depth < maximumDepth, let call = calledWith(closure), let callee = CallSyntax(call)?.calledElement else { return nil }
        var sequence: StaticTypeQuery
        if callee.kind == .identifierExpr {
            guard position == 0, let name = callee.identifierName, viewsOverData.contains(name),
                  let data = CallSyntax(call)?.arguments.first, data.labelToken == nil || data.label == "data",
                  let expression = data.expression, expression.kind != .closureExpr else { return nil }
            sequence = of(expression, depth: depth + 1)
        } else {
            guard callee.kind == .memberSuffix, let method = callee.identifierName, Self.elementMethods[method]?.contains(position) == true,
                  let chain = callee.parent, chain.kind == .postfixExpr else { return nil }
            let receiver = Array(chain.children.prefix { $0 != callee })
            guard let first = receiver.first, let last = receiver.last else { return nil }
            sequence = of(elements: receiver, text: chain.tree.string(first.range.lowerBound..<last.range.upperBound), depth: depth + 1)
        }
        if !sequence.isUnknown { sequence.path.append(.element) }
        return sequence
    }

    /// The call `closure` is the trailing closure or an argument of; nil for one of several
    /// labelled trailing closures, or outside a call.
    private static func calledWith(_ closure: Node) -> Node? {
        guard let parent = closure.parent else { return nil }
        if parent.kind == .callSuffix { return parent }
        guard parent.kind == .argument, let call = parent.parent, call.kind == .callSuffix else { return nil }
        return call
    }

    /// `item` in `for item in sequence`: an element of the sequence (or of the annotated
    /// type); nil when `statement` does not bind `name` for the offset `use` (in its body).
    static func loopElement(_ name: String, by statement: Node, at use: Int, depth: Int) -> StaticTypeQuery? {
        guard let pattern = statement.firstChild, names(pattern, name) else { return nil }
        let tree = statement.tree
        guard let inToken = statement.directTokens.first(where: { tree.tokens[$0].keyword == .in }),
              let sequence = statement.children.first(where: { $0.range.lowerBound >= Int(tree.tokens[inToken].end) }),
              use >= sequence.range.upperBound else { return nil }
        guard pattern.kind == .identifierExpr else {
            return StaticTypeQuery(root: .unknown("`\(name)` is bound by a `for` pattern the tool does not read"))
        }
        if let annotation = statement.child(.typeAnnotation)?.child(.type).flatMap(TypeSyntax.init) {
            return typed(annotation, value: nil, name: name, at: statement, depth: depth)
        }
        guard depth < maximumDepth else { return StaticTypeQuery(root: .unknown("the type of `\(name)` is defined through too many other values")) }
        var element = of(sequence, depth: depth + 1)
        if !element.isUnknown { element.path.append(.element) }
        return element
    }
}
