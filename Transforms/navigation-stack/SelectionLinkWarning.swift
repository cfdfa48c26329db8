import SwiftCST

/// `NavigationLink(tag:selection:)` is deprecated and has no mechanical replacement: the
/// warning spells out the value-based one with the link's own tag and selection.
enum SelectionLinkWarning {
    static func message(for link: NavigationLinkCall) -> String {
        let tag = oneLineQuote(link.tag?.expression?.text ?? "tag")
        let selection = oneLineQuote(link.selection?.expression?.text ?? "$selection")
        return "NavigationLink(tag:selection:) left as is: deprecated; use NavigationLink(value: \(tag)) in a stack, or List(selection: \(selection)) with .tag(\(tag)) in a split view"
    }
}
