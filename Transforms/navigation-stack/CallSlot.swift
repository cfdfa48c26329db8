import SwiftCST

/// Where an expression or closure is handed to a call: `label: x` inside the parentheses, the
/// trailing closure, or a labelled trailing closure (`label: { }`).
struct CallSlot {
    let call: CallSyntax
    /// The token of the argument label, or of the labelled trailing closure's label; nil when unlabelled.
    let labelToken: Int?
    /// True for the unlabelled trailing closure and labelled trailing closures.
    let isTrailing: Bool
    /// What is passed: the closure, or the argument's expression.
    let value: Node

    /// The slot `node` fills, when `node` is a call's argument expression or (labelled) trailing closure.
    init?(_ node: Node) {
        guard CallSlot.mayFill(node.index, in: node.tree) else { return nil }
        self.init(mayFill: node)
    }

    /// `CallSlot(node)` for node `index`, making its `Node` only where `mayFill` holds.
    static func at(_ index: Int32, in tree: SyntaxTree) -> CallSlot? {
        guard mayFill(index, in: tree) else { return nil }
        return CallSlot(mayFill: Node(tree: tree, index: index))
    }

    /// `CallSlot(node)` for a `node` that `mayFill` already let through.
    private init?(mayFill node: Node) {
        guard let parent = node.parent else { return nil }
        switch parent.kind {
        case .callSuffix where node.kind == .closureExpr:
            guard let call = CallSyntax(parent) else { return nil }
            self.init(call: call, labelToken: nil, isTrailing: true, value: node)
        case .labeledClosure:
            guard let call = parent.parent.flatMap(CallSyntax.init), let key = parent.keyToken else { return nil }
            self.init(call: call, labelToken: key, isTrailing: true, value: node)
        case .argument:
            guard let call = parent.parent.flatMap(CallSyntax.init), parent.firstChild == node else { return nil }
            self.init(call: call, labelToken: ArgumentSyntax(parent)?.labelToken, isTrailing: false, value: node)
        default:
            return nil
        }
    }

    /// False when node `index` surely fills no slot, told from its parent's kind alone (most
    /// nodes: no `Node` needs to be made to know).
    static func mayFill(_ index: Int32, in tree: SyntaxTree) -> Bool {
        let parent = tree.nodes[Int(index)].parent
        guard parent >= 0 else { return false }
        switch tree.nodes[Int(parent)].kind {
        case .callSuffix: return tree.nodes[Int(index)].kind == .closureExpr
        case .labeledClosure, .argument: return true
        default: return false
        }
    }

    private init(call: CallSyntax, labelToken: Int?, isTrailing: Bool, value: Node) {
        self.call = call
        self.labelToken = labelToken
        self.isTrailing = isTrailing
        self.value = value
    }

    /// The argument label, or the labelled trailing closure's label; nil when unlabelled.
    var label: String? { labelToken.map { call.node.tree.text($0) } }

    var calledName: String? { call.calledName }

    /// True when what fills the slot is shown as part of the view that makes the call: the
    /// content of a container (`VStack { }`, `List { }`, a `NavigationLink`'s label) or of a
    /// view-content modifier (`.background { }`, `.toolbar { }`), not an action, a presentation
    /// (`.sheet { }`) or a pushed destination.
    var isShownInPlace: Bool {
        guard let startsUppercase = calledNameStartsUppercase else { return false }
        if let token = labelToken, call.node.tree.tokenText(token, equals: "action") { return false }
        if startsUppercase {
            if let link = NavigationLinkCall(call), link.destination == value { return false }
            // `Button { action } label: { }`: the first trailing closure is the action.
            if labelToken == nil, isTrailing, call.calledNameIs("Button"),
               call.additionalTrailingClosures.contains(where: { $0.label == "label" }) || call.arguments.contains(where: { $0.label == nil }) {
                return false
            }
            return true
        }
        return isViewContentModifier
    }

    /// `viewContentModifiers.contains(calledName)`, compared on the name's token (but for a
    /// macro expansion's name).
    private var isViewContentModifier: Bool {
        guard let (token, afterPound) = call.calledNameToken else { return false }
        if afterPound { return calledName.map { CallSlot.viewContentModifiers.contains($0) } ?? false }
        return CallSlot.viewContentModifiers.contains { call.node.tree.tokenText(token, equals: $0) }
    }

    /// Whether the called name's first character is uppercase (nil for no name or an empty
    /// one), told from its token without building the name (but for a macro's `#Name`).
    private var calledNameStartsUppercase: Bool? {
        guard let (token, afterPound) = call.calledNameToken else { return nil }
        if afterPound { return calledName?.first.map(\.isUppercase) }
        let tree = call.node.tree
        return tree.tokens[token].end > tree.tokens[token].start ? tree.tokenTextFirstIsUppercase(token) : nil
    }

    /// Modifiers whose closures or arguments are views shown with the modified view.
    static let viewContentModifiers: Set<String> = [
        "background", "overlay", "toolbar", "safeAreaInset", "mask", "listRowBackground", "tabItem",
    ]
}
