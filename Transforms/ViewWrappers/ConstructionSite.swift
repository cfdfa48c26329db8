import MigrationKit
import SwiftCST

/// A call that creates a value of a named type, as the index keeps it (no tree):
/// `DialogView(viewModel: .init(id: i))`, `DialogView.init(…)`, or `self.init(…)` in one of the
/// type's own initializers. `state-object` reads the arguments that reach a `@StateObject`
/// through the memberwise initializer or an `init` that forwards an `@autoclosure`.
/// Calls in previews (`#Preview`, a `PreviewProvider`) are not kept: they are not the app's.
struct ConstructionSite: Sendable, Equatable {
    /// The type created, as written where the call is (`self.init` names the enclosing type).
    var type: TypeReference
    /// Argument labels in order (nil for unlabeled arguments), trailing closures not included.
    var labels: [String?]
    var trailingClosures: Int
    /// Where the call is (its type name).
    var place: Site
    /// The arguments whose evaluation may run code, by position among the arguments; the
    /// others (names, member reads, literals) are not kept.
    var values: [PassedValue]

    /// One argument that may run code.
    struct PassedValue: Sendable, Equatable {
        var position: Int
        var value: InitialValue
    }

    /// `DialogView(viewModel:)`, `Row(_:title:)`: the initializer called, as Swift names it.
    var calledInitializer: String { "\(TypePath.lastComponent(type.name))(\(labels.map { ($0 ?? "_") + ":" }.joined()))" }

    /// The argument at `position`, when it may run code.
    func value(at position: Int) -> InitialValue? { values.first { $0.position == position }?.value }

    /// Every such call in `file` that passes at least one argument that may run code.
    static func all(in file: SourceFile) -> [ConstructionSite] {
        let tree = file.tree
        var owners = OwnerTypeNames(qualified: true)
        var sites: [ConstructionSite] = []
        for index in tree.nodeIndexes(ofKind: .callSuffix) {
            guard let call = CallSyntax(Node(tree: tree, index: index)), call.node.parent?.kind != .macroExpansion,
                  let (type, anchor) = createdType(by: call, owners: &owners) else { continue }
            var values: [PassedValue] = []
            for (position, argument) in call.arguments.enumerated() {
                guard let expression = argument.expression, let value = InitialValue.ifRunningCode(expression, path: file.path) else { continue }
                values.append(PassedValue(position: position, value: value))
            }
            guard !values.isEmpty, !isInPreview(call.node) else { continue }
            let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
            sites.append(ConstructionSite(type: type, labels: call.arguments.map(\.label), trailingClosures: trailing,
                                          place: Site(file.path, anchor), values: values))
        }
        return sites
    }

    /// The type `call` creates, as written where it is, and the node naming it: `T(…)`,
    /// `Module.T(…)`, `T.init(…)`, or `self.init(…)` (the enclosing type); nil for other calls.
    private static func createdType(by call: CallSyntax, owners: inout OwnerTypeNames) -> (TypeReference, Node)? {
        guard let element = call.calledElement, let token = element.identifierNameToken else { return nil }
        let tree = call.node.tree
        switch element.kind {
        case .identifierExpr:
            return tree.tokenTextFirstIsUppercase(token) ? (TypeReference(tree.text(token), in: owners.name(of: call.node)), element) : nil
        case .memberSuffix:
            guard let before = element.previousSibling, before.kind == .identifierExpr || before.kind == .memberSuffix,
                  let beforeToken = before.identifierNameToken else { return nil }
            let anchor = call.chain?.primary ?? before
            if !tree.tokenText(token, equals: "init") {
                // `Module.T(…)`, `Outer.T(…)`.
                guard tree.tokenTextFirstIsUppercase(token) && tree.tokenTextFirstIsUppercase(beforeToken) else { return nil }
                return (TypeReference(tree.text(beforeToken) + "." + tree.text(token), in: owners.name(of: call.node)), anchor)
            }
            if tree.tokenText(beforeToken, equals: "self") { return owners.name(of: call.node).map { (TypeReference($0, in: $0), anchor) } }
            return tree.tokenTextFirstIsUppercase(beforeToken) ? (TypeReference(tree.text(beforeToken), in: owners.name(of: call.node)), anchor) : nil
        default:
            return nil
        }
    }

    /// True inside `#Preview { }` or a type conforming to `PreviewProvider`.
    private static func isInPreview(_ node: Node) -> Bool {
        var next = node.parent
        while let ancestor = next {
            if ancestor.kind == .macroExpansion, ancestor.keyToken.map({ ancestor.tree.tokenText($0, equals: "#Preview") }) == true { return true }
            if let type = TypeDeclSyntax(ancestor), type.inheritanceClause?.types.contains(where: { $0.baseName == "PreviewProvider" }) == true { return true }
            next = ancestor.parent
        }
        return false
    }
}
