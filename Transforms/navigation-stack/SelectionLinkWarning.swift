import MigrationKit
import SwiftCST

/// `NavigationLink(tag:selection:)` is deprecated and has no mechanical replacement: the
/// warning spells out the value-based one for the container the link ends up in, with the
/// link's own tag and selection.
enum SelectionLinkWarning {
    /// The container that shows the link's destination, as this run leaves it.
    enum Container: Equatable {
        /// A `NavigationStack` (or a `NavigationView` becoming one).
        case stack
        /// A column of a `NavigationSplitView` (or of a `NavigationView` becoming one).
        case splitColumn
        /// Not known here (a container left as is, or one in another view).
        case unknown
    }

    static func message(for link: NavigationLinkCall, in container: Container) -> String {
        let tag = oneLineQuote(link.tag?.expression?.text ?? "tag")
        let selection = oneLineQuote(link.selection?.expression?.text ?? "$selection")
        let head = "NavigationLink(tag:selection:) left as is: deprecated; "
        let advice: String
        switch container {
        case .stack:
            advice = "in this stack use NavigationLink(value: \(tag)) and .navigationDestination(for:) on the stack's content"
        case .splitColumn:
            advice = "in this split view use List(selection: \(selection)) with NavigationLink(value: \(tag)) and a detail that switches on it"
        case .unknown:
            advice = "use NavigationLink(value: \(tag)) in a stack, or List(selection: \(selection)) with .tag(\(tag)) in a split view"
        }
        let message = head + advice
        guard !DiagnosticText.isOneShortLine(message) else { return message }
        switch container {
        case .stack: return head + "in this stack use NavigationLink(value:) and .navigationDestination(for:) on the stack's content"
        case .splitColumn: return head + "in this split view use List(selection:) with NavigationLink(value:) rows and a detail that switches on it"
        case .unknown: return head + "use NavigationLink(value:) in a stack, or List(selection:) with value links in a split view"
        }
    }

    /// The nearest navigation container around `link` (in this view), as `containers` says
    /// this run leaves the file's `NavigationView`s.
    static func container(of link: Node, in containers: LinkPlacement.Containers) -> Container {
        var node = link
        while let parent = node.parent, !parent.isDeclarationBoundary {
            if let slot = CallSlot(node), slot.value.kind == .closureExpr {
                switch slot.calledName {
                case "NavigationView":
                    if containers.becomingStacks.contains(slot.value) { return .stack }
                    return containers.notStacks[slot.value] == LinkPlacement.splitColumn ? .splitColumn : .unknown
                case "NavigationStack" where slot.label == nil || slot.label == "root":
                    return .stack
                case "NavigationSplitView":
                    return .splitColumn
                default:
                    break
                }
            }
            node = parent
        }
        return .unknown
    }
}
