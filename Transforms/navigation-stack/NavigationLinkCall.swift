import SwiftCST

/// A `NavigationLink(...)` call, read in any of its forms: `(destination: D) { L }`,
/// `(destination: D, label: { L })`, `(isActive: $b) { D } label: { L }`, `("T", destination: D)`,
/// `("T") { D }`, with or without `isActive:` / `tag:` + `selection:` / `value:`.
struct NavigationLinkCall {
    /// How the link's label is written.
    enum Label {
        /// `NavigationLink("T", ...)`: the title argument.
        case title(ArgumentSyntax)
        /// `NavigationLink(...) { L }` with the destination as an argument.
        case trailingClosure(ClosureSyntax)
        /// `NavigationLink(...) { D } label: { L }`.
        case labeledClosure(ClosureSyntax)
        /// `NavigationLink(..., label: { L })`.
        case argument(ArgumentSyntax, ClosureSyntax)
    }

    let call: CallSyntax
    /// The `NavigationLink` name token.
    let nameToken: Int

    init?(_ call: CallSyntax) {
        guard call.calledNameIs("NavigationLink"), let element = call.calledElement, element.kind == .identifierExpr,
              let token = element.firstToken else { return nil }
        self.call = call
        nameToken = token
    }

    /// The postfix chain whose primary is this link (`NavigationLink(...) { }.hidden()`).
    var chain: Node? { call.node.parent?.kind == .postfixExpr ? call.node.parent : nil }

    var title: ArgumentSyntax? { call.arguments.first.flatMap { $0.label == nil ? $0 : nil } }
    var isActive: ArgumentSyntax? { call.argument(labeled: "isActive") }
    var tag: ArgumentSyntax? { call.argument(labeled: "tag") }
    var selection: ArgumentSyntax? { call.argument(labeled: "selection") }

    /// The destination: the `destination:` argument's expression (a view or a closure), or the
    /// trailing closure when a title or a `label:` closure says it is the destination.
    var destination: Node? {
        if let argument = call.argument(labeled: "destination") { return argument.expression }
        guard call.argument(labeled: "value") == nil, let trailing = call.trailingClosure else { return nil }
        if title != nil || call.additionalTrailingClosures.contains(where: { $0.label == "label" }) { return trailing.node }
        return nil
    }

    var label: Label? {
        if let title = title { return .title(title) }
        if let argument = call.argument(labeled: "label"), let closure = argument.expression.flatMap(ClosureSyntax.init) {
            return .argument(argument, closure)
        }
        if let labeled = call.additionalTrailingClosures.first(where: { $0.label == "label" }) { return .labeledClosure(labeled.closure) }
        if let trailing = call.trailingClosure, trailing.node != destination { return .trailingClosure(trailing) }
        return nil
    }
}
