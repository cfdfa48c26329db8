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
            guard let call = CallSyntax(node) else { continue }
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
}
