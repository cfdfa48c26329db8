import MigrationKit
import SwiftCST

/// Works out, inside one file, what the receiver of a member access is: `self`, a parameter
/// or local with a written type, a constructor call, a static member of a named type, or a name
/// to be looked up among the enclosing type's members in phase 1's `resolve`.
///
/// It reads declarations, never infers: a local initialised from a function call or a closure
/// parameter without a type gives `.unknown`.
enum ReceiverResolver {
    /// The receiver of the member named by `suffix` (a `memberSuffix` of a postfix chain).
    static func receiver(ofMemberSuffix suffix: Node) -> Receiver {
        guard let chain = suffix.parent, chain.kind == .postfixExpr else { return .unknown }
        let elements = Array(chain.children.prefix { $0 != suffix })
        if let keyPath = elements.first, keyPath.kind == .keyPathExpr, elements.count == 1, keyPath.firstChild == nil,
           let name = suffix.identifierName, declaresWrappedProperty(name.hasPrefix("$") ? String(name.dropFirst()) : name, around: suffix) {
            // `\.$x` in a type with its own wrapped property `x` (an App Intent's @Parameter):
            // the key path's root is the enclosing type.
            return receiverOfSelf(at: suffix)
        }
        return receiver(of: elements)
    }

    /// `self` at `node`: a value of the enclosing type.
    static func receiverOfSelf(at node: Node) -> Receiver {
        enclosingTypeName(of: node).map { Receiver(root: .instance($0)) } ?? .unknown
    }

    /// The simple name of the innermost type declaration or extension around `node`.
    static func enclosingTypeName(of node: Node) -> String? {
        guard let decl = node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return nil }
        return typeName(of: decl)
    }

    /// The declared name, or an extension's extended type's last component.
    static func typeName(of decl: TypeDeclSyntax) -> String {
        decl.isExtension ? (TypeSyntax(decl.node.child(.type))?.baseName ?? decl.name) : decl.name
    }

    /// The receiver an expression (an initial value, an `if let` source, an argument)
    /// evaluates to, when it is a plain chain of names or a constructor call.
    static func receiver(ofExpression expression: Node) -> Receiver {
        var expression = expression
        if expression.kind == .tryExpr || expression.kind == .awaitExpr, let inner = expression.children.last { expression = inner }
        if let name = TypeIndexer.constructedTypeName(expression) { return Receiver(root: .instance(name)) }
        if expression.kind == .identifierExpr { return receiver(of: [expression]) }
        if expression.kind == .postfixExpr { return receiver(of: expression.children) }
        return .unknown
    }

    // MARK: Chains

    /// The receiver denoted by a primary expression followed by suffixes.
    private static func receiver(of elements: [Node]) -> Receiver {
        guard let primary = elements.first else { return .unknown }
        var receiver: Receiver
        var rest = elements.dropFirst()
        switch primary.kind {
        case .keyPathExpr:
            // `\M.$x` names M; `\.$x` names nothing.
            guard let name = primary.directTokens.first(where: { primary.tree.tokens[$0].kind == .identifier }).map({ primary.tree.text($0) }) else {
                return .unknown
            }
            receiver = Receiver(root: .instance(name))
        case .identifierExpr:
            guard let name = primary.identifierName, primary.tree.tokens[primary.firstToken!].kind != .dollarIdentifier else { return .unknown }
            if name == "self" || name == "super" {
                receiver = receiverOfSelf(at: primary)
            } else if let local = lookUp(name, from: primary) {
                receiver = local
            } else if name.first?.isUppercase == true {
                if rest.first?.kind == .callSuffix {
                    rest = rest.dropFirst()
                    receiver = Receiver(root: .instance(name))
                } else {
                    receiver = Receiver(root: .typeObject(name))
                }
            } else {
                receiver = outerReceiver(name, at: primary)
            }
        default:
            return .unknown
        }
        if receiver.root == .genericParameter || receiver.root == .unknown { return receiver }
        for element in rest {
            switch element.kind {
            case .postfixOperatorSuffix:
                continue
            case .memberSuffix:
                guard let name = element.identifierName else { return .unknown }
                if name == "init", case .typeObject(let type) = receiver.root, receiver.path.isEmpty {
                    receiver = Receiver(root: .instance(type))
                } else {
                    receiver.path.append(.member(name))
                }
            case .subscriptSuffix:
                receiver.path.append(.subscriptElement)
            case .callSuffix where element.previousSibling?.identifierName == "init" && receiver.path.isEmpty:
                continue  // `M.init(...)`
            default:
                return .unknown  // a call result: not followed
            }
        }
        return receiver
    }

    // MARK: Local declarations

    /// What a name declared between `node` and its enclosing type means, or nil when no local
    /// declaration (parameter, local variable, `if let`, closure parameter...) binds it.
    private static func lookUp(_ name: String, from node: Node) -> Receiver? {
        var child = node
        while let scope = child.parent {
            defer { child = scope }
            switch scope.kind {
            case .typeDecl, .sourceFile:
                return nil
            case .codeBlock, .closureExpr, .ifConfigClause:
                if scope.kind == .closureExpr, let signature = scope.child(.closureSignature), signature != child,
                   let found = closureBinding(name, in: signature) {
                    return found
                }
                if let found = precedingDeclaration(of: name, before: child, in: scope) { return found }
            case .ifExpr, .whileStmt, .guardStmt:
                for binding in scope.children(.optionalBinding) where binding != child && binds(binding, name) {
                    return optionalBindingReceiver(binding, name: name)
                }
                for pattern in scope.children(.matchingPattern) where pattern != child && names(pattern, name) {
                    return .unknown
                }
            case .forStmt:
                if let pattern = scope.firstChild, pattern != child, names(pattern, name) { return .unknown }
            case .switchCase, .catchClause:
                let label = scope.children.prefix { $0 != child }
                if label.contains(where: { $0.descendantsAndSelf.contains { $0.kind == .patternExpr && names($0, name) } }) { return .unknown }
            case .functionDecl:
                if let function = FunctionDeclSyntax(scope), let parameter = function.parameters.first(where: { $0.name == name }) {
                    return typedReceiver(parameter.type?.node, at: scope)
                }
            case .accessor:
                if name == "newValue" || name == "oldValue", let accessor = AccessorSyntax(scope),
                   [.set, .willSet, .didSet].contains(accessor.kind) {
                    return typedReceiver(propertyType(of: scope), at: scope)
                }
            default:
                break
            }
        }
        return nil
    }

    /// True when `node` contains the identifier `name`.
    private static func names(_ node: Node, _ name: String) -> Bool {
        node.tokenRange.contains { node.tree.tokens[$0].kind == .identifier && node.tree.tokenIs($0, name) }
    }

    /// True when an `if let`/`guard let` binding's pattern binds `name`.
    private static func binds(_ binding: Node, _ name: String) -> Bool {
        binding.child(.pattern).map { names($0, name) } ?? false
    }

    /// `if let x = expr` means expr; `if let x` means the outer `x`; a tuple pattern is not followed.
    private static func optionalBindingReceiver(_ binding: Node, name: String) -> Receiver {
        if let pattern = binding.child(.pattern), pattern.directTokens.count != 1 { return .unknown }
        if let type = binding.child(.typeAnnotation)?.child(.type) { return typedReceiver(type, at: binding) }
        if let value = binding.child(.initializerClause)?.firstChild { return receiver(ofExpression: value) }
        return lookUp(name, from: binding.parent ?? binding) ?? outerReceiver(name, at: binding)
    }

    /// A name not bound locally: a member of the enclosing type, or a global.
    private static func outerReceiver(_ name: String, at node: Node) -> Receiver {
        if let typeName = enclosingTypeName(of: node) { return Receiver(root: .member(ofType: typeName, name: name)) }
        return Receiver(root: .global(name))
    }

    /// A closure's parameters and capture list: `{ [weak model, m = self.model] value in ... }`.
    private static func closureBinding(_ name: String, in signature: Node) -> Receiver? {
        for parameter in signature.descendants(.parameter) where ParameterSyntax(parameter)?.name == name {
            return typedReceiver(ParameterSyntax(parameter)?.type?.node, at: signature)
        }
        for argument in signature.child(.captureList)?.children(.argument) ?? [] {
            if let expression = argument.firstChild, expression.kind == .sequenceExpr, expression.firstChild?.identifierName == name {
                return expression.children.last.map(receiver(ofExpression:)) ?? .unknown
            }
        }
        // `[weak model]` captures the outer `model`; `{ a, b in }` binds untyped names.
        if signature.directTokens.contains(where: { signature.tree.tokenIs($0, name) }) { return .unknown }
        return nil
    }

    /// A `let`/`var` declared in `scope` before `child`, or a `guard let` before it.
    private static func precedingDeclaration(of name: String, before child: Node, in scope: Node) -> Receiver? {
        var found: Receiver? = nil
        for statement in scope.children {
            if statement == child { break }
            if let variable = VariableDeclSyntax(statement) {
                for binding in variable.bindings {
                    if binding.name == name {
                        found = declaredReceiver(binding, at: statement)
                    } else if binding.name == nil, let pattern = binding.node.child(.pattern), names(pattern, name) {
                        found = .unknown  // `let (model, other) = pair`
                    }
                }
            } else if statement.kind == .guardStmt {
                for binding in statement.children(.optionalBinding) where binds(binding, name) {
                    found = optionalBindingReceiver(binding, name: name)
                }
            }
        }
        return found
    }

    /// What a declared variable holds: its written type, else its value.
    static func declaredReceiver(_ binding: PatternBindingSyntax, at node: Node) -> Receiver {
        if let type = binding.node.child(.typeAnnotation)?.child(.type) { return typedReceiver(type, at: node) }
        if let value = binding.initializer { return receiver(ofExpression: value) }
        return .unknown
    }

    /// The receiver for a value of a written type; generic parameters are marked as such.
    private static func typedReceiver(_ type: Node?, at node: Node) -> Receiver {
        guard let text = TypeText.of(type) else { return .unknown }
        if let name = TypeText.baseName(text), isGenericParameter(name, at: node) { return Receiver(root: .genericParameter) }
        return Receiver(root: .instance(text))
    }

    /// True when a generic parameter clause around `node` declares `name`.
    private static func isGenericParameter(_ name: String, at node: Node) -> Bool {
        for ancestor in [node] + node.ancestors where ancestor.kind == .functionDecl || ancestor.kind == .typeDecl {
            guard let clause = ancestor.child(.genericParameterClause) else { continue }
            if clause.directTokens.contains(where: { clause.tree.tokenIs($0, name) }) { return true }
        }
        return false
    }

    /// The type of the variable or subscript an accessor belongs to.
    private static func propertyType(of accessor: Node) -> Node? {
        guard let owner = accessor.ancestor(.patternBinding, .functionDecl) else { return nil }
        if owner.kind == .patternBinding { return owner.child(.typeAnnotation)?.child(.type) }
        return owner.child(.returnClause)?.child(.type)
    }

    /// True when the type around `node` declares a property `name` with an attribute (a wrapper).
    private static func declaresWrappedProperty(_ name: String, around node: Node) -> Bool {
        guard let decl = node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return false }
        return decl.variables.contains { !$0.attributes.isEmpty && $0.bindings.contains { $0.name == name } }
    }
}
