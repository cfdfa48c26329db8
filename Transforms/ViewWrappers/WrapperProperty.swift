import MigrationKit
import SwiftCST

/// A wrapper property found in a tree: the nodes the transforms edit, and its `WrapperRecord`.
struct WrapperProperty {
    let variable: VariableDeclSyntax
    let attribute: AttributeSyntax
    /// The single binding (`m: M = value`).
    let binding: PatternBindingSyntax
    /// `_m = Wrapper(wrappedValue: x)` assignments of this property in the file's `init`s.
    let storageAssignments: [BackingAssignment]
    let record: WrapperRecord

    /// The token spelling the wrapper's name in the attribute (`StateObject` of `@SwiftUI.StateObject`).
    var attributeNameToken: Int? {
        attribute.node.directTokens.last { attribute.node.tree.tokens[$0].kind == .identifier }
    }

    /// Every member property of `file` carrying the `kind` wrapper, in source order.
    static func all(_ kind: ViewWrapperKind, in file: SourceFile) -> [WrapperProperty] {
        let tree = file.tree
        // Found from the attributes (fewer than the variables, and most are told apart by one
        // token): each variable's first attribute named so, as `attribute(named:)` finds it.
        var candidates: [(VariableDeclSyntax, AttributeSyntax, String)] = []
        let wrapperName = Array(kind.rawValue.utf8)
        for index in tree.nodeIndexes(ofKind: .attribute) where mayBeNamed(index, wrapperName, in: tree) {
            let node = Node(tree: tree, index: index)
            guard let attribute = AttributeSyntax(node), attribute.hasBaseName(kind.rawValue),
                  let variable = node.parent.flatMap(VariableDeclSyntax.init), variable.attribute(named: kind.rawValue)?.node == node,
                  attribute.argumentClause == nil, let owner = memberOwner(variable.node) else { continue }
            candidates.append((variable, attribute, owner))
        }
        guard !candidates.isEmpty else { return [] }
        let assignments = BackingAssignment.all(in: tree).filter { $0.sets(kind) }
        return candidates.compactMap { variable, attribute, owner in
            let bindings = variable.bindings
            guard let binding = bindings.first, let name = binding.name else { return nil }
            let mine = assignments.filter { $0.property == name && ownerTypePath(of: $0.statement) == owner }
            let record = makeRecord(kind, variable, attribute, binding, name: name, severalBindings: bindings.count > 1, owner, mine, file)
            return WrapperProperty(variable: variable, attribute: attribute, binding: binding, storageAssignments: mine, record: record)
        }
    }

    /// False when no token of the attribute at `index` has the length and first byte of `name`
    /// (its UTF-8), so that its base name is not `name`: most attributes are passed over so.
    private static func mayBeNamed(_ index: Int32, _ name: [UInt8], in tree: SyntaxTree) -> Bool {
        let raw = tree.nodes[Int(index)]
        guard let initial = name.first else { return false }
        for token in Int(raw.firstToken)..<max(Int(raw.firstToken), Int(raw.endToken)) {
            let start = Int(tree.tokens[token].start)
            if Int(tree.tokens[token].end) - start == name.count && tree.bytes[start] == initial { return true }
        }
        return false
    }

    /// The path of the type whose member list holds `variable` (looking through `#if`).
    private static func memberOwner(_ variable: Node) -> String? {
        var parent = variable.parent
        while let node = parent, node.kind == .ifConfigClause || node.kind == .ifConfig { parent = node.parent }
        guard parent?.kind == .memberBlock else { return nil }
        return ownerTypePath(of: variable)
    }

    private static func makeRecord(_ kind: ViewWrapperKind, _ variable: VariableDeclSyntax, _ attribute: AttributeSyntax,
                                   _ binding: PatternBindingSyntax, name: String, severalBindings: Bool, _ owner: String,
                                   _ assignments: [BackingAssignment], _ file: SourceFile) -> WrapperRecord {
        let type = WrappedTypeReference.of(annotation: binding.typeAnnotation, initializer: binding.initializer,
                                           genericParameters: visibleGenericParameters(at: variable.node))
        let tree = file.tree
        // Each `_m = Wrapper(wrappedValue: x)`'s `x`, with the `init` it forwards an `@autoclosure` of.
        let values = assignments.compactMap { $0.argument.expression }.map { ($0, ForwardingInitializer(passing: $0)) }
        let lines = file.suppressions.isEmpty ? [] : [variable.node, attribute.node].map { tree.location(of: $0.range.lowerBound).line }
        var shapeProblem: Refusal?
        if severalBindings {
            shapeProblem = Refusal(.declarationShape, "it declares several variables at once")
        } else if binding.accessorBlock != nil {
            shapeProblem = Refusal(.declarationShape, "it has accessors or observers")
        } else if variable.isLet || variable.isStatic && !kind.dropsFromStaticProperty {
            shapeProblem = Refusal(.declarationShape, "it is not an instance `var`")
        } else if variable.isStatic, variable.node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init)?.introducer == .class {
            shapeProblem = Refusal(.declarationShape, "it is a static property of a class")
        } else if let assignment = assignments.first(where: hasComments(around:)) {
            shapeProblem = Refusal(.declarationShape, "a comment inside its assignment in `init` would be lost",
                                   at: [Site(file.path, assignment.statement)], note: "comment inside `\(oneLineQuote(assignment.statement.text))`")
        }
        return WrapperRecord(
            kind: kind, place: Site(file.path, attribute.node), ownerType: owner,
            ownerIsClass: variable.node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init)?.introducer == .class, property: name,
            isStatic: variable.isStatic,
            type: type, isSuppressed: lines.contains { file.suppressions.isDisabled(kind.transformID, onLine: $0) },
            initialValue: binding.initializer.map { InitialValue($0, path: file.path) },
            storageValues: values.compactMap { $0.1 == nil ? InitialValue($0.0, path: file.path) : nil },
            forwardingInitializers: values.compactMap(\.1),
            shapeProblem: shapeProblem,
            hasSetterAccess: variable.modifiers.contains { $0.detail == "set" })
    }

    /// True when comments sit in `Wrapper(wrappedValue: x)` outside `x` (they would go when the
    /// call is replaced by `x` alone).
    private static func hasComments(around assignment: BackingAssignment) -> Bool {
        guard let value = assignment.argument.expression, let first = assignment.value.firstToken, let last = assignment.value.lastToken,
              let valueFirst = value.firstToken, let valueLast = value.lastToken else { return false }
        let tree = value.tree
        return tree.hasComments(between: first, and: valueFirst) || tree.hasComments(between: valueLast, and: last)
    }
}
