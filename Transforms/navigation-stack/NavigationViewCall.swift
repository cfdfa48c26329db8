import MigrationKit
import SwiftCST

/// A `NavigationView { ... }` (or `NavigationView(content: { ... })`) call, with its content
/// closure and the `.navigationViewStyle(...)` modifiers that apply to it.
struct NavigationViewCall {
    let call: CallSyntax
    /// The `NavigationView` name token.
    let nameToken: Int
    /// The content closure.
    let content: ClosureSyntax
    /// `content:` when the closure is passed inside the parentheses.
    let contentArgument: ArgumentSyntax?

    init?(_ call: CallSyntax) {
        guard call.calledNameIs("NavigationView"), let element = call.calledElement, element.kind == .identifierExpr,
              let token = element.firstToken else { return nil }
        if let trailing = call.trailingClosure, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty {
            content = trailing
            contentArgument = nil
        } else if call.arguments.count == 1, let argument = call.argument(labeled: "content"), call.trailingClosure == nil,
                  let closure = argument.expression.flatMap(ClosureSyntax.init) {
            content = closure
            contentArgument = argument
        } else {
            return nil
        }
        self.call = call
        nameToken = token
    }

    var offset: Int { Int(call.node.tree.tokens[nameToken].start) }

    /// The postfix chain this call starts (`NavigationView { }.navigationViewStyle(.stack)`).
    var chain: PostfixChainSyntax? { call.node.parent.flatMap(PostfixChainSyntax.init) }

    /// `.navigationViewStyle(...)` calls in this view's own modifier chain (inside `#if` blocks
    /// too), in order.
    var ownStyleModifiers: [StyleModifier] {
        guard let chain = chain else { return [] }
        return chain.calls.filter { $0.node.range.lowerBound > call.node.range.lowerBound }.compactMap { StyleModifier($0, chain: chain.node) }
    }

    /// `.navigationViewStyle(...)` calls further out that reach this view through the
    /// environment: `Group { NavigationView { } }.navigationViewStyle(.stack)`, innermost first.
    var inheritedStyleModifiers: [StyleModifier] {
        var result: [StyleModifier] = []
        var node = call.node.parent ?? call.node
        while let parent = node.parent, !parent.isDeclarationBoundary {
            if let slot = CallSlot(node), !slot.isShownInPlace { break }
            if let chain = PostfixChainSyntax(parent) {
                let after = node.range.upperBound
                result += chain.calls.filter { $0.node.range.lowerBound >= after }.compactMap { StyleModifier($0, chain: parent) }
            }
            node = parent
        }
        return result
    }

    /// The declared type that spells `NavigationView` out (`-> NavigationView<Text>`,
    /// `let v: NavigationView<List>`) in the nearest declaration holding the call, if any: the
    /// call cannot change without it.
    var spelledOutType: String? {
        for ancestor in call.node.ancestors {
            let type: TypeSyntax?
            if let function = FunctionDeclSyntax(ancestor) {
                type = function.returnType
            } else if let binding = PatternBindingSyntax(ancestor) {
                type = binding.typeAnnotation
            } else {
                continue
            }
            guard let text = type?.text else { return nil }
            return ByteSearch.text(text, contains: "NavigationView") ? text : nil
        }
        return nil
    }
}

/// A `.navigationViewStyle(...)` modifier call.
struct StyleModifier {
    /// The style the modifier sets.
    enum Style: Equatable {
        case stack, columns, automatic
        /// A style the transform cannot read (a variable, a ternary, a custom style).
        case unknown
    }

    /// The `.navigationViewStyle` member suffix.
    let member: Node
    let call: CallSyntax
    let style: Style
    /// The `#if` clauses of the chain that hold this call, innermost first.
    let clauses: [Node]

    init?(_ call: CallSyntax, chain: Node) {
        guard call.calledNameIs("navigationViewStyle"), let member = call.calledElement, member.kind == .memberSuffix else { return nil }
        self.call = call
        self.member = member
        style = call.arguments.count == 1 ? StyleModifier.style(of: call.arguments[0]) : .unknown
        var clauses: [Node] = []
        var node = call.node.parent
        while let parent = node, parent != chain {
            if parent.kind == .ifConfigClause { clauses.append(parent) }
            node = parent.parent
        }
        self.clauses = clauses
    }

    /// `.navigationViewStyle(.stack)`
    var text: String { "." + (call.calledName ?? "") + call.node.compactText }

    private static func style(of argument: ArgumentSyntax) -> Style {
        guard argument.label == nil, let expression = argument.expression else { return .unknown }
        if expression.kind == .implicitMemberExpr, let name = expression.identifierName, let style = memberStyles[name] {
            return style
        }
        if let chain = PostfixChainSyntax(expression), chain.suffixes.count == 1, let call = CallSyntax(chain.suffixes[0]),
           call.arguments.isEmpty, call.trailingClosure == nil, let name = chain.primary?.identifierName, let style = typeStyles[name] {
            return style
        }
        return .unknown
    }

    private static let memberStyles: [String: Style] = ["stack": .stack, "columns": .columns, "automatic": .automatic]
    private static let typeStyles: [String: Style] = [
        "StackNavigationViewStyle": .stack, "DoubleColumnNavigationViewStyle": .columns,
        "ColumnNavigationViewStyle": .columns, "DefaultNavigationViewStyle": .automatic,
    ]
}
