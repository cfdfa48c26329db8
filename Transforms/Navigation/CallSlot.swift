import SwiftCST

/// Where an expression or closure is handed to a call: `label: x` inside the parentheses, the
/// trailing closure, or a labelled trailing closure (`label: { }`).
struct CallSlot {
    let call: CallSyntax
    /// The argument label, or the labelled trailing closure's label; nil when unlabelled.
    let label: String?
    /// True for the unlabelled trailing closure and labelled trailing closures.
    let isTrailing: Bool
    /// What is passed: the closure, or the argument's expression.
    let value: Node

    /// The slot `node` fills, when `node` is a call's argument expression or (labelled) trailing closure.
    init?(_ node: Node) {
        guard let parent = node.parent else { return nil }
        switch parent.kind {
        case .callSuffix where node.kind == .closureExpr:
            guard let call = CallSyntax(parent) else { return nil }
            self.init(call: call, label: nil, isTrailing: true, value: node)
        case .labeledClosure:
            guard let call = parent.parent.flatMap(CallSyntax.init), let key = parent.keyToken else { return nil }
            self.init(call: call, label: node.tree.text(key), isTrailing: true, value: node)
        case .argument:
            guard let call = parent.parent.flatMap(CallSyntax.init), parent.firstChild == node else { return nil }
            self.init(call: call, label: ArgumentSyntax(parent)?.label, isTrailing: false, value: node)
        default:
            return nil
        }
    }

    private init(call: CallSyntax, label: String?, isTrailing: Bool, value: Node) {
        self.call = call
        self.label = label
        self.isTrailing = isTrailing
        self.value = value
    }

    var calledName: String? { call.calledName }

    /// True when what fills the slot is shown as part of the view that makes the call: the
    /// content of a container (`VStack { }`, `List { }`, a `NavigationLink`'s label) or of a
    /// view-content modifier (`.background { }`, `.toolbar { }`), not an action, a presentation
    /// (`.sheet { }`) or a pushed destination.
    var isShownInPlace: Bool {
        guard let name = calledName, let first = name.first else { return false }
        if label == "action" { return false }
        if let link = NavigationLinkCall(call), link.destination == value { return false }
        if first.isUppercase {
            // `Button { action } label: { }`: the first trailing closure is the action.
            if name == "Button", label == nil, isTrailing, call.additionalTrailingClosures.contains(where: { $0.label == "label" }) { return false }
            if name == "Button", label == nil, isTrailing, call.arguments.contains(where: { $0.label == nil }) { return false }
            return true
        }
        return CallSlot.viewContentModifiers.contains(name)
    }

    /// Modifiers whose closures or arguments are views shown with the modified view.
    static let viewContentModifiers: Set<String> = [
        "background", "overlay", "toolbar", "safeAreaInset", "mask", "listRowBackground", "tabItem",
    ]
}

extension Node {
    /// The call slots this node sits in, innermost first, up to the declaration that holds it
    /// (a type member, a function, or a top-level statement).
    var enclosingCallSlots: [(slot: CallSlot, child: Node)] {
        var result: [(CallSlot, Node)] = []
        var node = self
        while let parent = node.parent, !parent.isDeclarationBoundary {
            if let slot = CallSlot(node) { result.append((slot, node)) }
            node = parent
        }
        return result
    }

    /// True when the member holding this node builds a view: a function or property declared
    /// to return `some View`, `AnyView`, `Body`... (a view shown wherever the type is shown), not
    /// an initializer or a helper returning data (`func shareImage() -> UIImage`).
    var isInViewMember: Bool {
        for ancestor in ancestors {
            if let function = FunctionDeclSyntax(ancestor) {
                return function.returnType.map { Node.isViewType($0.node.compactText) } ?? false
            }
            if ancestor.kind == .patternBinding, let declaration = ancestor.parent, let holder = declaration.parent,
               holder.kind == .memberBlock || holder.kind == .ifConfigClause {
                return PatternBindingSyntax(ancestor)?.typeAnnotation.map { Node.isViewType($0.node.compactText) } ?? true
            }
            if ancestor.kind == .typeDecl { return true }
        }
        return true
    }

    private static func isViewType(_ text: String) -> Bool { text.contains("View") || text == "Body" }

    /// The member (property or function) of a type that holds this node, with its name.
    var enclosingMember: (node: Node, name: String)? {
        for ancestor in ancestors {
            if let holder = ancestor.parent?.parent, holder.kind == .memberBlock || holder.kind == .ifConfigClause,
               ancestor.kind == .patternBinding, let name = PatternBindingSyntax(ancestor)?.name {
                return (ancestor, name)
            }
            if let function = FunctionDeclSyntax(ancestor), let holder = ancestor.parent,
               holder.kind == .memberBlock || holder.kind == .ifConfigClause {
                return (ancestor, function.name)
            }
            if ancestor.kind == .typeDecl { return nil }
        }
        return nil
    }

    /// True for nodes that end the search for a view's context: type declarations and the
    /// source file.
    var isDeclarationBoundary: Bool { kind == .typeDecl || kind == .sourceFile }

    /// The name of the type whose member holds this node (the extended type for an extension).
    var enclosingTypeName: String? {
        guard let decl = ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return nil }
        if decl.isExtension { return decl.node.child(.type).flatMap(TypeSyntax.init)?.baseName }
        return decl.name
    }
}
