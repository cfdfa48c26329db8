import MigrationKit
import SwiftCST

/// Phase 1 for one file: every use of what only `ObservableObject` classes have (`$publishers`,
/// `_storage`, `objectWillChange`), every place that needs some type to be an
/// `ObservableObject` (generic constraints, existentials, property wrappers), suppression
/// comments on type declarations, and the type aliases and globals receivers resolve through.
struct ObservableObjectCollector {
    let file: SourceFile
    private(set) var facet = ObservableObjectFacet()

    init(file: SourceFile) {
        self.file = file
    }

    private var tree: SyntaxTree { file.tree }

    mutating func collect() {
        for index in tree.tokens.indices {
            let token = tree.tokens[index]
            switch token.kind {
            case .dollarIdentifier:
                let name = String(tree.text(index).dropFirst())
                guard let first = name.first, !first.isNumber else { continue }
                recordUse(.projected(name), token: index)
            case .identifier:
                if tree.tokenIs(index, "objectWillChange") {
                    recordUse(.objectWillChange, token: index)
                } else if tree.tokenIs(index, "ObservableObject") {
                    recordRequirement(token: index)
                } else if tree.bytes[Int(token.start)] == UInt8(ascii: "_"), token.end - token.start > 1 {
                    let name = String(tree.text(index).dropFirst())
                    if name.first?.isLetter == true { recordUse(.storage(name), token: index) }
                }
            default:
                continue
            }
        }
        for node in tree.nodes(ofKind: .typeDecl) {
            recordSuppression(node)
            recordGenericParameters(node)
            recordUnsplittableDeclaration(node)
        }
        for node in tree.nodes(ofKind: .postfixExpr) { recordConstructorCall(node) }
        for node in tree.nodes(ofKind: .typealiasDecl) { recordTypeAlias(node) }
        for node in tree.nodes(ofKind: .variableDecl) { recordVariable(node) }
    }

    private func site(_ offset: Int) -> Site { Site(path: file.path, location: tree.location(of: offset)) }

    // MARK: Uses

    private mutating func recordUse(_ member: PublisherUse.Member, token: Int) {
        guard let node = tree.innermostNode(containingToken: token) else { return }
        let site = site(Int(tree.tokens[token].start))
        switch node.kind {
        case .identifierExpr:
            // Bare `$x`, `_x`, `objectWillChange`: a member of the enclosing type. Outside any
            // type, a bare `$x` is a local wrapper's (a #Preview's @State).
            let receiver = ReceiverResolver.receiverOfSelf(at: node)
            if receiver != .unknown { facet.uses.append(PublisherUse(member: member, receiver: receiver, site: site)) }
        case .memberSuffix:
            let receiver = ReceiverResolver.receiver(ofMemberSuffix: node)
            // `_x` of another object is out of reach (the storage is private): only `self._x` counts.
            if case .storage = member, receiver != ReceiverResolver.receiverOfSelf(at: node) { return }
            facet.uses.append(PublisherUse(member: member, receiver: receiver, site: site))
        case .pattern where member == .objectWillChange:
            // `var objectWillChange = ...` declared by the type.
            if node.ancestor(.variableDecl)?.parent.map({ $0.kind == .memberBlock || $0.kind == .ifConfigClause }) == true {
                facet.uses.append(PublisherUse(member: .declaresObjectWillChange, receiver: ReceiverResolver.receiverOfSelf(at: node), site: site))
            }
        default:
            break
        }
    }

    // MARK: Requirements

    /// An `ObservableObject` mention outside an inheritance clause: something needs a type to be one.
    private mutating func recordRequirement(token: Int) {
        guard let innermost = tree.innermostNode(containingToken: token) else { return }
        let site = site(Int(tree.tokens[token].start))
        let type = innermost.kind == .type ? innermost : nil
        let node = type.map { $0.ancestor(.inheritedType) ?? $0.parent ?? $0 } ?? innermost
        switch node.kind {
        case .inheritedType, .importDecl:
            return
        case .genericParameterClause, .genericWhereClause:
            guard let owner = node.parent, let kind = genericRequirement(clause: node, owner: owner, token: token, site: site) else { return }
            facet.requirements.append(ConformanceRequirement(kind: kind, site: site))
        case .typeDecl where TypeDeclSyntax(node)?.isExtension == true:
            facet.requirements.append(ConformanceRequirement(kind: .anyClass(what: "an extension of ObservableObject adds members any class may use"), site: site))
        default:
            let written = type.map(spelled) ?? "ObservableObject"
            facet.requirements.append(ConformanceRequirement(kind: .anyClass(what: "`\(written)` may hold any ObservableObject"), site: site))
        }
    }

    /// What a generic clause mentioning `ObservableObject` requires.
    private mutating func genericRequirement(clause: Node, owner: Node, token: Int, site: Site) -> ConformanceRequirement.Kind? {
        if let type = TypeDeclSyntax(owner) {
            let name = ReceiverResolver.typeName(of: type)
            if type.isExtension || type.introducer == .protocol, clause.kind == .genericWhereClause,
               clause.directTokens.contains(where: { tree.tokens[$0].keyword == .Self }) {
                return .protocolExtension(protocolName: name)
            }
            if type.attribute(named: "propertyWrapper") != nil { return .wrapperValue(wrapper: name) }
            if !type.isExtension, let parameter = constrainedParameter(before: token, in: clause) {
                let labels = GenericTypeLabels.labels(taking: parameter, in: type)
                facet.genericTypeRequirements.append(GenericTypeRequirement(typeName: name, parameter: parameter, labels: labels, site: site))
                return nil
            }
            return .anyClass(what: "generic type \(name) requires ObservableObject")
        }
        if let function = FunctionDeclSyntax(owner) {
            if function.introducer == .subscript, function.parameters.first?.firstName == "_enclosingInstance",
               let wrapper = owner.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init), wrapper.attribute(named: "propertyWrapper") != nil {
                return .wrapperEnclosingInstance(wrapper: wrapper.name)
            }
            return .anyClass(what: "generic \(function.introducer == .func ? "function \(function.name)" : function.name) requires ObservableObject")
        }
        return .anyClass(what: "generic code requires ObservableObject")
    }

    /// `P` in `<P: ObservableObject>` or `where P: ObservableObject`: the name before the colon
    /// that precedes the `ObservableObject` token.
    private func constrainedParameter(before token: Int, in clause: Node) -> String? {
        var i = token - 1
        while i > clause.tokenRange.lowerBound, tree.tokens[i].kind != .colon {
            guard tree.tokens[i].kind == .identifier || tree.tokens[i].kind == .infixOperator || tree.tokens[i].kind == .period else { return nil }
            i -= 1
        }
        guard i - 1 >= clause.tokenRange.lowerBound, tree.tokens[i].kind == .colon, tree.tokens[i - 1].kind == .identifier else { return nil }
        return tree.text(i - 1)
    }

    /// A type as written, on one line: `any ObservableObject`.
    private func spelled(_ type: Node) -> String {
        type.tokenRange.map { i in tree.text(i) + (tree.tokens[i].keyword == .any || tree.tokens[i].keyword == .some ? " " : "") }.joined()
    }

    // MARK: Declarations

    private mutating func recordSuppression(_ node: Node) {
        guard let decl = TypeDeclSyntax(node), let first = node.firstToken else { return }
        let id = ObservableObjectTransform.id
        let lines = [tree.location(of: Int(tree.tokens[first].start)).line] + (decl.introducerToken.map { [tree.location(of: Int(tree.tokens[$0].start)).line] } ?? [])
        if lines.contains(where: { file.suppressions.isDisabled(id, onLine: $0) }) {
            facet.disabled.insert(Site(path: file.path, location: node.location))
        }
    }

    private mutating func recordTypeAlias(_ node: Node) {
        guard let nameToken = node.directTokens.first(where: { tree.tokens[$0].kind == .identifier }),
              let target = TypeSyntax(node.child(.initializerClause)?.child(.type))?.baseName else { return }
        facet.typeAliases[tree.text(nameToken)] = target
    }

    /// Globals and property values (for receivers), and property wrappers applied to properties.
    private mutating func recordVariable(_ node: Node) {
        guard let variable = VariableDeclSyntax(node) else { return }
        let owner = node.ancestor(.typeDecl, .functionDecl, .closureExpr, .codeBlock, .accessorBlock)
        let enclosingType = ReceiverResolver.enclosingTypeName(of: node)
        for binding in variable.bindings {
            guard let name = binding.name else { continue }
            if owner == nil {
                facet.globals[name] = ReceiverResolver.declaredReceiver(binding, at: node)
            } else if owner?.kind == .typeDecl, let type = enclosingType, binding.typeAnnotation == nil,
                      let value = binding.initializer, TypeIndexer.constructedTypeName(value) == nil {
                facet.memberValues[type + "." + name] = ReceiverResolver.receiver(ofExpression: value)
            }
            let typeName = binding.typeAnnotation?.baseName ?? binding.initializer.flatMap(TypeIndexer.constructedTypeName)
            for attribute in variable.attributes where Self.mayBeCustomWrapper(attribute.baseName) {
                facet.wrapperUses.append(WrapperUse(
                    wrapper: attribute.baseName, wrappedType: typeName, enclosingType: enclosingType, propertyName: name,
                    site: site(attribute.node.range.lowerBound)))
            }
        }
    }

    private mutating func recordUnsplittableDeclaration(_ node: Node) {
        guard let decl = TypeDeclSyntax(node), decl.introducer == .class else { return }
        for variable in decl.variables where variable.bindings.count > 1 && ClassMigration.isStoredInstanceVariable(variable) {
            if !MultipleBindings.canSplit(variable) {
                facet.unsplittableDeclarations[Site(path: file.path, location: node.location)] = Site(path: file.path, location: variable.node.location)
            }
        }
    }

    private mutating func recordGenericParameters(_ node: Node) {
        guard let decl = TypeDeclSyntax(node), let clause = decl.genericParameterClause else { return }
        let names = clause.directTokens.enumerated().compactMap { position, token -> String? in
            guard tree.tokens[token].kind == .identifier else { return nil }
            let previous = position > 0 ? clause.directTokens[position - 1] : token
            return tree.tokens[previous].kind == .leftAngle || tree.tokens[previous].kind == .comma ? tree.text(token) : nil
        }
        facet.genericParameters[decl.name, default: []].formUnion(names)
    }

    /// `Type(label: value)` calls whose arguments name values (for generic requirements).
    private mutating func recordConstructorCall(_ node: Node) {
        guard let chain = PostfixChainSyntax(node), let primary = chain.primary, primary.kind == .identifierExpr,
              let name = primary.identifierName, name.first?.isUppercase == true else { return }
        var suffixes = chain.suffixes[...]
        if suffixes.first?.identifierName == "init" { suffixes = suffixes.dropFirst() }
        guard let call = suffixes.first.flatMap(CallSyntax.init), call.hasArgumentClause else { return }
        var arguments: [(label: String, receiver: Receiver)] = []
        for argument in call.arguments {
            guard let expression = argument.expression, Self.mayNameAValue(expression) else { continue }
            arguments.append((argument.label ?? "_", ReceiverResolver.receiver(ofExpression: expression)))
        }
        if !arguments.isEmpty {
            facet.constructorCalls.append(ConstructorCall(typeName: TypeText.baseName(name) ?? name, arguments: arguments, site: site(node.range.lowerBound)))
        }
    }

    /// False for literals, closures and other expressions that cannot be a class instance.
    private static func mayNameAValue(_ expression: Node) -> Bool {
        switch expression.kind {
        case .literalExpr, .stringLiteral, .closureExpr, .arrayExpr, .dictionaryExpr, .keyPathExpr, .implicitMemberExpr, .prefixExpr:
            return false
        case .identifierExpr:
            return expression.firstToken.map { expression.tree.tokens[$0].kind != .dollarIdentifier } ?? false
        default:
            return true
        }
    }

    /// Attributes that are not one of Apple's wrappers or attributes (so may be a project's wrapper).
    static func mayBeCustomWrapper(_ name: String) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        return !appleAttributes.contains(name)
    }

    private static let appleAttributes: Set<String> = [
        "Published", "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
        "AppStorage", "SceneStorage", "FocusState", "FocusedValue", "FocusedBinding", "FocusedObject",
        "GestureState", "Namespace", "FetchRequest", "SectionedFetchRequest", "Query", "Bindable",
        "ScaledMetric", "AccessibilityFocusState", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "MainActor", "ObservationIgnored", "ObservationTracked", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
        "NSCopying", "Sendable", "TaskLocal", "Dependency", "Shared",
    ]
}

extension SyntaxTree {
    /// The innermost node whose tokens include token `index`.
    func innermostNode(containingToken index: Int) -> Node? {
        var node = root
        guard node.tokenRange.contains(index) else { return nil }
        descend: while true {
            for child in node.children where child.tokenRange.contains(index) {
                node = child
                continue descend
            }
            return node
        }
    }
}
