import SwiftCST

/// Where a class's own initializers use some of its stored properties, for properties that
/// `@Observable` is about to make computed.
///
/// In the initializers of its own type, Swift reads and writes a stored property's storage
/// directly: its `willSet`/`didSet` never run there, and no `self` is needed before every
/// property is set. Once the macro makes the property computed, that storage is its `_name`,
/// so these uses must name `_name` to do the same. What runs later (closures, local functions,
/// `defer`, accessors of local variables) went through the setter before and is not counted.
struct InitializerStorageAccess {
    /// One use of a property in an initializer.
    struct Reference {
        /// The token spelling the property (`name` alone, or in `self.name`).
        var token: Int
        /// True for the whole target of an `=` (`name = value`, `self.name = value`), which
        /// the macro's `init` accessor and setter take as the stored property did, observers
        /// aside.
        var isAssigned: Bool
    }

    /// By property: its uses, in source order.
    private(set) var references: [String: [Reference]] = [:]
    /// By property: a local binding of its name (not a parameter) in an initializer, which
    /// leaves this tool unsure what a bare `name` there means.
    private(set) var shadowing: [String: Node] = [:]

    /// `initializers` are the `init` declarations of one class and its extensions.
    init(of names: Set<String>, in initializers: [FunctionDeclSyntax]) {
        guard !names.isEmpty else { return }
        for initializer in initializers {
            guard let body = initializer.node.child(.codeBlock) else { continue }
            let parameters = Set(initializer.parameters.compactMap(\.name))
            body.walk { visit($0, names: names, parameters: parameters) }
        }
    }

    /// Records `node` when it uses or binds one of `names`; false to pass over what is below it.
    private mutating func visit(_ node: Node, names: Set<String>, parameters: Set<String>) -> Bool {
        switch node.kind {
        case .closureExpr, .functionDecl, .deferStmt, .typeDecl, .accessorBlock, .keyPathExpr:
            return false
        case .pattern, .patternExpr:
            recordBindings(in: node, names: names)
            return false
        case .forStmt:
            // `for name in`: the loop's pattern is written as an expression before `in`.
            if let keyword = node.directToken(.in) {
                for child in node.children where child.lastToken.map({ $0 < keyword }) == true { recordBindings(in: child, names: names) }
            }
            return true
        case .identifierExpr:
            if let name = referencedName(node, names), !parameters.contains(name) {
                references[name, default: []].append(Reference(token: node.tokenRange.lowerBound, isAssigned: isAssigned(node)))
            }
            return false
        case .memberSuffix:
            if let name = referencedName(node, names), let token = node.keyToken, isOnSelf(node), let chain = node.parent {
                references[name, default: []].append(Reference(token: token, isAssigned: chain.ownPropertyName != nil && isAssigned(chain)))
            }
            return false
        default:
            if let clause = node.parent, clause.kind == .ifConfigClause, isIfConfigCondition(node, in: clause) { return false }
            return true
        }
    }

    /// The name of `names` that an identifier expression or member suffix spells, if any.
    private func referencedName(_ node: Node, _ names: Set<String>) -> String? {
        guard node.kind != .identifierExpr || node.raw.endToken - node.raw.firstToken == 1,
              let token = node.identifierNameToken, node.tree.tokens[token].kind == .identifier else { return nil }
        let name = node.tree.text(token)
        return names.contains(name) ? name : nil
    }

    /// `self.name`: a member suffix right after a bare `self`.
    private func isOnSelf(_ suffix: Node) -> Bool {
        guard let receiver = suffix.previousSibling, receiver.isIdentifier("self") else { return false }
        return receiver.previousSibling == nil
    }

    /// True when `expression` is the whole target of an `=`: the first operand of a sequence
    /// whose first operator is `=` (it binds loosest: `a = b ?? c` assigns `b ?? c` to `a`).
    private func isAssigned(_ expression: Node) -> Bool {
        guard let sequence = expression.parent, sequence.kind == .sequenceExpr, sequence.firstChild == expression,
              let last = expression.lastToken, last + 1 < sequence.tokenRange.upperBound else { return false }
        return sequence.tree.tokens[last + 1].kind == .equal
    }

    private mutating func recordBindings(in node: Node, names: Set<String>) {
        let tree = node.tree
        for token in node.tokenRange where tree.tokens[token].kind == .identifier {
            let name = tree.text(token)
            if names.contains(name), shadowing[name] == nil { shadowing[name] = node }
        }
    }
}
