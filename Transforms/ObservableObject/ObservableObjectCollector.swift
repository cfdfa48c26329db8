import MigrationKit
import SwiftCST

/// Phase 1 for one file: every use of what only `ObservableObject` classes have (`$publishers`,
/// `_storage`, `objectWillChange`), every place that needs some type to be an
/// `ObservableObject` (generic constraints, existentials, property wrappers), suppression
/// comments on type declarations, and the type aliases and globals receivers resolve through.
struct ObservableObjectCollector {
    let file: SourceFile
    var facet = ObservableObjectFacet()

    init(file: SourceFile) {
        self.file = file
    }

    var tree: SyntaxTree { file.tree }

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

    func site(_ offset: Int) -> Site { Site(path: file.path, location: tree.location(of: offset)) }

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

    /// Attributes that may be one of the project's property wrappers (not SwiftUI's, Combine's
    /// or Observation's, which never require an ObservableObject of their own).
    static func mayBeCustomWrapper(_ name: String) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        return !wellKnownAttributes.contains(name)
    }

    private static let wellKnownAttributes: Set<String> = [
        "Published", "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
        "AppStorage", "SceneStorage", "FocusState", "FocusedValue", "FocusedBinding", "FocusedObject",
        "GestureState", "Namespace", "FetchRequest", "SectionedFetchRequest", "Query", "Bindable",
        "ScaledMetric", "AccessibilityFocusState", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "MainActor", "ObservationIgnored", "ObservationTracked", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
        "NSCopying", "Sendable", "TaskLocal",
    ]
}
