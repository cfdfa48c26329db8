import SwiftCST

/// A class's own `objectWillChange` used in a way Observation takes over: the use goes, and the
/// properties it announced are observed instead.
enum WillChangeSend: Hashable, Sendable {
    /// `willSet { objectWillChange.send() }` on the stored property `property`, or the send as
    /// the only statement of an `if` there whose condition calls nothing (a workaround that sends
    /// once more in some state): Observation announces every change of the property.
    case inWillSet(property: String)
    /// `objectWillChange.send()` right before assignments to `properties` (`x = …`, `self.y += …`),
    /// also in the branches of an `if` or `switch` there whose conditions call nothing and whose
    /// branches only assign (`switch result { case .failure: status = .failed … }`), with local
    /// declarations between them (`let progress = …`).
    case beforeAssignments(properties: [String])
    /// `set { objectWillChange.send(); … }`, first in the setter of the computed property
    /// `property` (backed by `UserDefaults` or another store).
    case inSetter(property: String)
    /// `objectWillChange.send()` after writes to stored properties of `self` in the same block
    /// (`isPresented = true; ids.removeAll(); objectWillChange.send()`), and nothing else there but
    /// main-queue dispatches that only write such properties: Observation announces those writes.
    case afterWrites([OwnPropertyWrite])
    /// `let objectWillChange = ObservableObjectPublisher()`: the class's own publisher.
    case declaration

    /// The form of the `objectWillChange` token at `node` (an `identifierExpr`, a `memberSuffix`
    /// after `self`, or the pattern of a declaration); nil for any other use.
    static func of(_ node: Node) -> WillChangeSend? {
        if node.kind == .pattern { return isPlainPublisherDeclaration(node) ? .declaration : nil }
        guard let statement = sendStatement(at: node), let list = statement.parent else { return nil }
        if let (_, property) = willSetStatement(carrying: statement) { return .inWillSet(property: property) }
        if let (property, _) = computedProperty(settingFirstIn: statement) { return .inSetter(property: property) }
        guard list.isStatementList else { return nil }
        if let properties = assignments(after: statement) { return .beforeAssignments(properties: properties) }
        return writes(around: statement).map(WillChangeSend.afterWrites)
    }

    /// The statement of a stored property's `willSet` that holds `send` (a send statement): the
    /// send itself, or an `if` whose only statement it is, without `else`, whose condition calls
    /// nothing (`if state != .active { objectWillChange.send() }`); and the property's name.
    static func willSetStatement(carrying send: Node) -> (statement: Node, property: String)? {
        var statement = send
        if let body = send.parent, body.kind == .codeBlock, body.children.count == 1, let ifExpr = body.parent, ifExpr.kind == .ifExpr,
           ifExpr.lastChild == body, ifExpr.children.allSatisfy({ $0 == body || isCallFree(condition: $0) }) {
            statement = ifExpr
        }
        guard let list = statement.parent, list.kind == .codeBlock, let accessor = list.parent, AccessorSyntax(accessor)?.kind == .willSet,
              let binding = accessor.parent?.parent.flatMap(PatternBindingSyntax.init), let name = binding.name,
              let variable = binding.node.parent.flatMap(VariableDeclSyntax.init), variable.bindings.count == 1,
              variable.node.parent?.kind == .memberBlock, !variable.isStatic else { return nil }
        return (statement, name)
    }

    /// The properties assigned by the statements right after the send `statement` (plain
    /// assignments, branches of assignments, local declarations between them that do not
    /// declare an assigned name); nil when none is assigned so.
    private static func assignments(after statement: Node) -> [String]? {
        var properties: [String] = []
        var locals: Set<String> = []
        var next = statement.nextSibling
        while let following = next {
            if let names = OwnPropertyWrite.assigned(following).map({ [$0] }) ?? branchedAssignments(following) {
                properties += names
            } else if let declaration = VariableDeclSyntax(following) {
                locals.formUnion(declaration.bindings.compactMap(\.name))
            } else {
                break
            }
            next = following.nextSibling
        }
        return properties.isEmpty || properties.contains(where: locals.contains) ? nil : properties
    }

    /// The properties an `if` or `switch` assigns when its conditions (subject, patterns) call
    /// nothing and its branches hold only assignments to properties of `self`, `break`, or more
    /// such branching; nil for any other statement.
    private static func branchedAssignments(_ statement: Node) -> [String]? {
        let branches: [Node]
        switch statement.kind {
        case .ifExpr:
            branches = statement.children.filter { $0.kind == .codeBlock || $0.kind == .ifExpr }
            guard statement.children.allSatisfy({ branches.contains($0) || isCallFree(condition: $0) }) else { return nil }
        case .switchExpr:
            guard let subject = statement.firstChild, isCallFree(condition: subject) else { return nil }
            let cases = statement.children.dropFirst()
            guard cases.allSatisfy({ $0.kind == .switchCase }) else { return nil }
            branches = Array(cases)
        default:
            return nil
        }
        var properties: [String] = []
        for branch in branches {
            let colon = branch.kind == .switchCase ? branch.directToken(.colon) : nil
            // `else if …`: one more branching statement.
            for item in branch.kind == .ifExpr ? [branch] : branch.children {
                if let colon, let last = item.lastToken, last < colon {
                    guard isCallFree(condition: item) else { return nil }  // a case pattern
                } else if let name = OwnPropertyWrite.assigned(item) {
                    properties.append(name)
                } else if item.kind == .jumpStmt, item.firstToken.map({ item.tree.text($0) }) == "break" {
                    continue
                } else {
                    guard let nested = branchedAssignments(item) else { return nil }
                    properties += nested
                }
            }
        }
        return properties.isEmpty ? nil : properties
    }

    /// True when the condition `node` only reads: no call, subscript, closure, `try` or `await`.
    private static func isCallFree(condition node: Node) -> Bool {
        node.kind != .codeBlock && !node.descendantsAndSelf.contains { [.callSuffix, .subscriptSuffix, .closureExpr, .tryExpr, .awaitExpr].contains($0.kind) }
    }

    /// The writes of the statements before the send `statement` in its block (at least one, all
    /// writes to stored properties of `self`) and of the main-queue dispatches after it.
    private static func writes(around statement: Node) -> [OwnPropertyWrite]? {
        guard let list = statement.parent else { return nil }
        let statements = list.children.filter { $0.kind != .closureSignature }
        guard let position = statements.firstIndex(of: statement), position > 0 else { return nil }
        var found: [OwnPropertyWrite] = []
        for before in statements[..<position] {
            guard let writes = OwnPropertyWrite.of(before) else { return nil }
            found += writes
        }
        for after in statements[(position + 1)...] {
            guard let body = mainQueueDispatchBody(after) else { return nil }
            for write in body {
                guard let writes = OwnPropertyWrite.of(write) else { return nil }
                found += writes
            }
        }
        return found
    }

    /// `DispatchQueue.main.async { … }` or `.asyncAfter(deadline: …) { … }`: its closure's statements.
    private static func mainQueueDispatchBody(_ statement: Node) -> [Node]? {
        let elements = statement.children
        guard statement.kind == .postfixExpr, elements.count == 4, elements[0].isIdentifier("DispatchQueue"),
              elements[1].identifierName == "main", ["async", "asyncAfter"].contains(elements[2].identifierName),
              let closure = elements[3].child(.closureExpr) else { return nil }
        return closure.children.filter { $0.kind != .closureSignature }
    }

    /// The statement `objectWillChange.send()` or `self.objectWillChange.send()` whose
    /// `objectWillChange` is at `node`.
    static func sendStatement(at node: Node) -> Node? {
        guard let chain = node.parent, chain.kind == .postfixExpr else { return nil }
        var elements = chain.children
        if node.kind == .memberSuffix {
            guard elements.count == 4, elements[0].isIdentifier("self"), elements[1] == node else { return nil }
            elements.removeFirst()
        } else if node.kind != .identifierExpr || elements.count != 3 || elements[0] != node {
            return nil
        }
        guard elements[1].kind == .memberSuffix, elements[1].identifierName == "send",
              elements[2].kind == .callSuffix, elements[2].children.isEmpty else { return nil }
        return chain
    }

    /// When `statement` is the first of the setter of a computed property with a getter: the
    /// property's name and its accessors (getter first, then setter).
    static func computedProperty(settingFirstIn statement: Node) -> (String, (getter: AccessorSyntax, setter: AccessorSyntax))? {
        guard let body = statement.parent, body.kind == .codeBlock, body.firstChild == statement,
              let setter = body.parent.flatMap(AccessorSyntax.init), setter.kind == .set,
              let block = setter.node.parent.flatMap(AccessorBlockSyntax.init),
              let getter = block.accessors.first(where: { $0.kind == .get }), getter.body != nil,
              let binding = block.node.parent.flatMap(PatternBindingSyntax.init), let name = binding.name,
              let variable = binding.node.parent.flatMap(VariableDeclSyntax.init), variable.bindings.count == 1,
              variable.node.parent?.kind == .memberBlock, !variable.isStatic else { return nil }
        return (name, (getter, setter))
    }

    /// `let objectWillChange = ObservableObjectPublisher()` (or `var`, or with that type spelled).
    private static func isPlainPublisherDeclaration(_ pattern: Node) -> Bool {
        guard let binding = pattern.parent.flatMap(PatternBindingSyntax.init), binding.accessorBlock == nil,
              let variable = binding.node.parent.flatMap(VariableDeclSyntax.init), variable.bindings.count == 1,
              variable.attributes.isEmpty, !variable.isStatic else { return false }
        let spelled = binding.typeAnnotation.map { $0.text == "ObservableObjectPublisher" }
        let made = binding.initializer.map { $0.compactText == "ObservableObjectPublisher()" }
        return spelled != false && made == true
    }
}
