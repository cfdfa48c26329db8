import SwiftCST

/// `NavigationLink(tag:selection:)` is deprecated and has no mechanical replacement: the
/// warning spells out the value-based one with the link's own tag and selection.
enum SelectionLinkWarning {
    static func message(for link: NavigationLinkCall) -> String {
        let tag = oneLineQuote(link.tag?.expression?.text ?? "tag")
        let selection = oneLineQuote(link.selection?.expression?.text ?? "$selection")
        return "NavigationLink(tag:selection:) left as is: it is deprecated, and its replacement depends on the container. "
            + "In a NavigationStack use NavigationLink(value: \(tag)) { ... } with .navigationDestination(for: <type of \(tag)>.self) { value in ... }; "
            + "in a NavigationSplitView use List(selection: \(selection)) with .tag(\(tag)) on the row and the detail built from the selection"
    }
}
