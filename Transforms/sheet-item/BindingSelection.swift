import SwiftCST

/// `Binding(get: { x != nil }, set: { if !$0 { x = nil } })` (or `.init(get:set:)`, or a view
/// method returning it, `xBinding()`): a Bool binding that mirrors whether the optional `x`
/// holds a value, and clears it on dismissal. `sheet(item: $x)` does exactly that.
enum BindingSelection {
    /// The `Binding(get:set:)` call `expression` is or returns, whatever its closures do.
    static func binding(in expression: Node, scope: ViewScope) -> CallSyntax? {
        if let call = bindingCall(expression) { return call }
        guard let chain = PostfixChainSyntax(expression), let primary = chain.primary, primary.kind == .identifierExpr,
              chain.suffixes.count == 1, let call = CallSyntax(chain.suffixes[0]), call.hasArgumentClause, call.arguments.isEmpty,
              call.trailingClosure == nil, let name = primary.identifierName,
              case let members = scope.members(named: name), members.count == 1,
              let method = FunctionDeclSyntax(members[0]), method.parameters.isEmpty,
              let statements = method.body?.children, statements.count == 1 else { return nil }
        let returned = statements[0].kind == .returnStmt ? statements[0].firstChild : statements[0]
        return returned.flatMap(bindingCall)
    }

    /// `Binding(get: ..., set: ...)`, `Binding<Bool>(...)` or `.init(get: ..., set: ...)`.
    private static func bindingCall(_ expression: Node) -> CallSyntax? {
        guard let chain = PostfixChainSyntax(expression), let primary = chain.primary, chain.suffixes.count == 1,
              isBindingType(primary) || (primary.kind == .implicitMemberExpr && primary.identifierName == "init"),
              let call = CallSyntax(chain.suffixes[0]), call.trailingClosure == nil,
              call.arguments.map(\.label) == ["get", "set"] else { return nil }
        return call
    }

    /// The selection's name when the binding's closures only test and clear it.
    static func selection(of call: CallSyntax) -> String? {
        guard let getter = call.arguments[0].expression.flatMap(ClosureSyntax.init),
              let setter = call.arguments[1].expression.flatMap(ClosureSyntax.init),
              let name = nonNilTest(getter), clearsOnFalse(setter, name) else { return nil }
        return name
    }

    /// `{ x != nil }` or `{ self.x != nil }` → x.
    private static func nonNilTest(_ getter: ClosureSyntax) -> String? {
        guard getter.signature == nil, getter.statements.count == 1, let test = getter.statements.first,
              test.kind == .sequenceExpr, test.children.count == 2, test.children[1].text == "nil",
              test.directTokens.map({ test.tree.text($0) }) == ["!="] else { return nil }
        return test.children[0].ownPropertyName
    }

    /// `{ if !$0 { x = nil } }`, `{ v in if !v { x = nil } }`, `{ if $0 == false { x = nil } }`, `{ _ in x = nil }`.
    private static func clearsOnFalse(_ setter: ClosureSyntax, _ name: String) -> Bool {
        guard setter.statements.count == 1, let statement = setter.statements.first else { return false }
        let parameter = setter.signature == nil ? "$0" : setter.parameterNames.first
        if statement.kind == .sequenceExpr { return parameter == "_" && isNilAssignment(statement, name) }
        guard statement.kind == .ifExpr, statement.directToken(.else) == nil, let parameter = parameter,
              let body = statement.child(.codeBlock), body.children.count == 1, isNilAssignment(body.children[0], name),
              let condition = statement.children.first, condition != body else { return false }
        let compact = condition.compactText
        return compact == "!" + parameter || compact == parameter + "==false"
    }

    private static func isNilAssignment(_ statement: Node, _ name: String) -> Bool {
        guard let (target, value) = statement.assignmentOperands else { return false }
        return value.text == "nil" && target.ownPropertyName == name
    }

    /// `Binding` or `Binding<Bool>`.
    private static func isBindingType(_ node: Node) -> Bool {
        node.kind == .identifierExpr && (node.compactText == "Binding" || node.compactText == "Binding<Bool>")
    }
}
