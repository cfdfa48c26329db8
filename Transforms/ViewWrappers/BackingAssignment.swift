import SwiftCST

/// `_m = StateObject(wrappedValue: x)`, `self._m = ObservedObject(initialValue: x)` or
/// `_m = .init(wrappedValue: x)` inside an `init`: a view setting up its wrapper's storage.
struct BackingAssignment {
    /// The whole `target = value` sequence.
    let statement: Node
    /// `_m` or `self._m`.
    let target: Node
    /// The wrapped property's name (`m`).
    let property: String
    /// The right-hand side: `StateObject(wrappedValue: x)`.
    let value: Node
    /// The wrapper type the call names (`StateObject`, `ObservedObject`), or nil for `.init(…)`.
    let wrapperName: String?
    /// The token spelling the wrapper type's name, when there is one.
    let wrapperNameToken: Int?
    /// The `wrappedValue:`/`initialValue:` argument.
    let argument: ArgumentSyntax

    init?(_ statement: Node) {
        guard BackingAssignment.targetMayBeStorage(statement), let operands = statement.assignmentOperands, let backing = operands.target.ownPropertyName, backing.count > 1,
              backing.first == "_", let chain = PostfixChainSyntax(operands.value), let last = chain.suffixes.last, let call = CallSyntax(last),
              call.trailingClosure == nil, call.arguments.count == 1,
              let argument = call.arguments.first, ["wrappedValue", "initialValue"].contains(argument.label ?? ""),
              statement.ancestor(.functionDecl).flatMap(FunctionDeclSyntax.init)?.introducer == .`init` else { return nil }
        // The callee: `.init`, `Wrapper`, `Wrapper<T>`, `Module.Wrapper`, `Wrapper.init`.
        let elements = chain.node.children.dropLast().filter { $0.kind != .genericArgumentClause }
        var names = elements.compactMap(\.identifierName)
        guard names.count == elements.count else { return nil }
        if names.last == "init" { names.removeLast() }
        if names.isEmpty {
            guard elements.first?.kind == .implicitMemberExpr else { return nil }
            wrapperName = nil
            wrapperNameToken = nil
        } else {
            guard let wrapper = names.last, wrapper.firstIsUppercase else { return nil }
            wrapperName = wrapper
            let element = elements[names.count - 1]
            wrapperNameToken = element.kind == .memberSuffix ? element.keyToken : element.firstToken
        }
        self.statement = statement
        target = operands.target
        property = String(backing.dropFirst())
        value = operands.value
        self.argument = argument
    }

    /// Every backing assignment in `tree`, in source order. Read from the `init`s alone: the
    /// nearest function around an assignment is an `init`, so each sequence is looked at in that
    /// one (not in the functions nested in it), and most files have few `init`s.
    static func all(in tree: SyntaxTree) -> [BackingAssignment] {
        var found: [BackingAssignment] = []
        for function in tree.nodeIndexes(ofKind: .functionDecl) {
            let key = tree.nodes[Int(function)].keyToken
            guard key >= 0, tree.tokens[Int(key)].keyword == .`init` else { continue }
            tree.walk(below: function) { index in
                let kind = tree.nodes[Int(index)].kind
                if kind == .sequenceExpr, let assignment = BackingAssignment(Node(tree: tree, index: index)) { found.append(assignment) }
                return kind == .functionDecl ? .skipBelow : .descend
            }
        }
        // In the order of `nodeIndexes(ofKind:)`: by first token, the wider first, then as created.
        return found.count < 2 ? found : found.sorted { a, b in
            let (x, y) = (a.statement.raw, b.statement.raw)
            if x.firstToken != y.firstToken { return x.firstToken < y.firstToken }
            if x.endToken != y.endToken { return x.endToken > y.endToken }
            return a.statement.index < b.statement.index
        }
    }

    /// False when the first operand of `statement` does not name `_x` or `self._x`, told from the
    /// first byte of the name's token (most sequences; reading one fully costs much more).
    private static func targetMayBeStorage(_ statement: Node) -> Bool {
        guard let target = statement.firstChild,
              let token = target.kind == .postfixExpr ? target.lastChild?.identifierNameToken : target.identifierNameToken else { return false }
        let tree = statement.tree
        return tree.tokens[token].end > tree.tokens[token].start && tree.bytes[Int(tree.tokens[token].start)] == UInt8(ascii: "_")
    }

    /// True when this assignment sets up a `kind` wrapper (`.init(…)` fits every kind).
    func sets(_ kind: ViewWrapperKind) -> Bool { wrapperName == nil || wrapperName == kind.rawValue }
}
