import SwiftCST

/// The calls of one file that `navigation-stack` reads, found in one pass over its calls,
/// each list in source order.
struct NavigationCalls {
    /// `NavigationLink(...)` calls.
    private(set) var links: [NavigationLinkCall] = []
    /// `NavigationView { }` calls (the forms `NavigationViewCall` reads).
    private(set) var views: [NavigationViewCall] = []
    /// Calls named `NavigationStack`.
    private(set) var stacks: [CallSyntax] = []
    /// Calls named `navigationDestination`.
    private(set) var destinations: [CallSyntax] = []
    /// Calls named `navigationBarTitle`.
    private(set) var titles: [CallSyntax] = []

    init(_ tree: SyntaxTree) {
        for node in tree.nodes(ofKind: .callSuffix) {
            guard let call = CallSyntax(node), NavigationCalls.mayName(call) else { continue }
            if let link = NavigationLinkCall(call) {
                links.append(link)
            } else if let view = NavigationViewCall(call) {
                views.append(view)
            } else if call.calledNameIs("NavigationStack") {
                stacks.append(call)
            } else if call.calledNameIs("navigationDestination") {
                destinations.append(call)
            } else if call.calledNameIs("navigationBarTitle") {
                titles.append(call)
            }
        }
    }

    /// False when `call`'s name cannot be one of those read here, which all start with
    /// `Navigation` or `navigation`: a name starting with another ASCII character (most calls).
    private static func mayName(_ call: CallSyntax) -> Bool {
        guard let (token, afterPound) = call.calledNameToken else { return false }
        let tree = call.node.tree
        let start = Int(tree.tokens[token].start) + (afterPound ? 1 : 0)
        guard start < Int(tree.tokens[token].end) else { return true }
        let first = tree.bytes[start]
        return first >= 0x80 || first == UInt8(ascii: "N") || first == UInt8(ascii: "n")
    }
}
