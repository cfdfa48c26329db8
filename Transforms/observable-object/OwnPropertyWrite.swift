import SwiftCST

/// A statement that only writes a stored property of `self`, so that Observation announces it by
/// itself: what makes an `objectWillChange.send()` next to it redundant (`WillChangeSend.afterWrites`).
enum OwnPropertyWrite: Hashable, Sendable {
    /// `x = …`, `self.x += …`.
    case assigned(String)
    /// `x.append(…)`, `self.x.insert(…)`, `x[key] = …`: a mutating method or a subscript write of
    /// a standard collection, which writes `x` back (the property must hold an array, set or dictionary: `isValueCollection`).
    case mutated(String)

    var property: String {
        switch self {
        case .assigned(let name), .mutated(let name): return name
        }
    }

    /// The writes `statement` makes, when it makes nothing else: an assignment (to a tuple of
    /// properties too), a mutating collection method or subscript write, or
    /// `….forEach { <one such write> }` (its closure runs at once).
    static func of(_ statement: Node) -> [OwnPropertyWrite]? {
        if let name = assigned(statement) { return [.assigned(name)] }
        if let names = tupleAssigned(statement) { return names.map(OwnPropertyWrite.assigned) }
        if let target = assignmentTarget(statement), target.kind == .postfixExpr,
           target.children.last?.kind == .subscriptSuffix, let name = ownProperty(Array(target.children.dropLast())) {
            return [.mutated(name)]
        }
        guard statement.kind == .postfixExpr else { return nil }
        let elements = statement.children
        if elements.count >= 3, elements[elements.count - 2].identifierName == "forEach",
           let closure = elements[elements.count - 1].child(.closureExpr) {
            let body = closure.children.filter { $0.kind != .closureSignature }
            guard body.count == 1, let write = of(body[0]), write.count == 1 else { return nil }
            return write
        }
        guard elements.count >= 3, let method = elements[elements.count - 2].identifierName, mutatingMethods.contains(method),
              elements[elements.count - 1].kind == .callSuffix, let name = ownProperty(Array(elements.dropLast(2))) else { return nil }
        return [.mutated(name)]
    }

    /// True when a property of this annotated type (`MemberSummary.typeText`) is an array, a set
    /// or a dictionary: a value whose mutating methods write the property back.
    static func isValueCollection(typeText: String?) -> Bool {
        guard let type = typeText, !type.hasSuffix("?"), !type.hasSuffix("!") else { return false }
        return type.hasPrefix("[") || ["Array<", "Set<", "Dictionary<"].contains { type.hasPrefix($0) }
    }

    /// The mutating methods of `Array`, `Set` and `Dictionary` that write the collection back.
    private static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "sort", "reverse", "shuffle", "swapAt", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "update", "updateValue", "merge", "replaceSubrange",
    ]

    /// `x = …`, `self.x += …`: the property `x`.
    static func assigned(_ statement: Node) -> String? {
        assignmentTarget(statement)?.ownPropertyName
    }

    /// `(x, self.y) = …`: the properties `x` and `y`, when every element of the tuple is one,
    /// unlabelled.
    private static func tupleAssigned(_ statement: Node) -> [String]? {
        guard let target = assignmentTarget(statement), target.kind == .tupleExpr,
              let operatorToken = target.lastToken.map({ $0 + 1 }), statement.tree.tokens[operatorToken].kind == .equal else { return nil }
        let elements = target.children(.argument).compactMap(ArgumentSyntax.init)
        let names = elements.compactMap { $0.label == nil ? $0.expression?.ownPropertyName : nil }
        return names.count == elements.count && names.count > 1 ? names : nil
    }

    /// What `target = …` or `target += …` assigns.
    private static func assignmentTarget(_ statement: Node) -> Node? {
        guard statement.kind == .sequenceExpr, let target = statement.firstChild,
              let operatorToken = target.lastToken.map({ $0 + 1 }), operatorToken < statement.tokenRange.upperBound,
              statement.tree.isAssignmentOperator(operatorToken) else { return nil }
        return target
    }

    /// `x` or `self.x`, as the elements of a postfix chain: the property `x`.
    private static func ownProperty(_ elements: [Node]) -> String? {
        if elements.count == 1, elements[0].kind == .identifierExpr { return elements[0].identifierName }
        guard elements.count == 2, elements[0].isIdentifier("self"), elements[1].kind == .memberSuffix else { return nil }
        return elements[1].identifierName
    }
}
