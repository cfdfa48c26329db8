import SwiftCST

/// The calls of one file that `navigation-stack` reads, found in one pass over its calls,
/// each list in source order.
struct NavigationCalls {
    /// `NavigationLink(...)` calls.
    private(set) var links: [NavigationLinkCall] = []
    /// `NavigationView { }` calls (the forms `NavigationViewCall` reads).
    private(set) var views: [NavigationViewCall] = []
    /// Other `NavigationView(...)` calls: content passed in (`NavigationView(content: content)`).
    private(set) var opaqueViews: [CallSyntax] = []
    /// Calls named `NavigationStack`.
    private(set) var stacks: [CallSyntax] = []
    /// Calls named `navigationDestination`.
    private(set) var destinations: [CallSyntax] = []
    /// Calls named `navigationBarTitle`.
    private(set) var titles: [CallSyntax] = []

    init(_ tree: SyntaxTree) {
        for node in tree.nodes(ofKind: .callSuffix) {
            guard let call = CallSyntax(node), let name = NavigationCalls.name(of: call) else { continue }
            switch name {
            case .link: if let link = NavigationLinkCall(call) { links.append(link) }
            case .view:
                if let view = NavigationViewCall(call) {
                    views.append(view)
                } else if call.calledElement?.kind == .identifierExpr {
                    opaqueViews.append(call)
                }
            case .stack: stacks.append(call)
            case .destination: destinations.append(call)
            case .title: titles.append(call)
            }
        }
    }

    /// The names of the calls read here.
    private enum Name: CaseIterable {
        case link, view, stack, destination, title

        var text: String {
            switch self {
            case .link: return "NavigationLink"
            case .view: return "NavigationView"
            case .stack: return "NavigationStack"
            case .destination: return "navigationDestination"
            case .title: return "navigationBarTitle"
            }
        }
    }

    /// Which of the names `call` calls (`calledNameIs`), reading its name token once; nil for
    /// other calls, told from the first byte for most (all the names start with `N` or `n`).
    private static func name(of call: CallSyntax) -> Name? {
        guard let (token, afterPound) = call.calledNameToken else { return nil }
        let tree = call.node.tree
        let start = Int(tree.tokens[token].start) + (afterPound ? 1 : 0)
        if start < Int(tree.tokens[token].end) {
            let first = tree.bytes[start]
            guard first >= 0x80 || first == UInt8(ascii: "N") || first == UInt8(ascii: "n") else { return nil }
        }
        if afterPound { return Name.allCases.first { call.calledName == $0.text } }
        return Name.allCases.first { tree.tokenText(token, equals: $0.text) }
    }
}
