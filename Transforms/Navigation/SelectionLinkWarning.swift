import SwiftCST

/// `NavigationLink(tag:selection:)` is deprecated and has no mechanical replacement: the
/// warning spells out the value-based one with the link's own tag and selection.
enum SelectionLinkWarning {
    static func message(for link: NavigationLinkCall) -> String {
        let tag = shortened(link.tag?.expression?.text ?? "tag")
        let selection = shortened(link.selection?.expression?.text ?? "$selection")
        return "NavigationLink(tag:selection:) left as is: it is deprecated, and its replacement depends on the container. "
            + "In a NavigationStack use NavigationLink(value: \(tag)) { ... } with .navigationDestination(for: <type of \(tag)>.self) { value in ... }; "
            + "in a NavigationSplitView use List(selection: \(selection)) with .tag(\(tag)) on the row and the detail built from the selection"
    }

    /// The text on one line, cut at 40 characters.
    private static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
