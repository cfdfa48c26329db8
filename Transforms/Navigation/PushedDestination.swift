import SwiftCST

/// A `NavigationView` inside a pushed view: as a `NavigationStack` it would nest a second stack
/// inside the one that pushed it. Seen in the syntax (the view is a link's destination) or
/// through the project index (its type is shown inside a link's destination in any file).
enum PushedDestination {
    static let fix = "so as NavigationStack it would nest a second stack inside the pushing one; remove this NavigationView (the pushing stack already shows the title and toolbar)"

    /// The refusal for `view`, or nil when it is not inside a pushed view.
    static func refusal(for view: NavigationViewCall, facts: NavigationFacts) -> ContainerDecision? {
        for (slot, _) in view.call.node.enclosingCallSlots where !slot.isShownInPlace {
            // The first slot that is not shown in place decides: a destination, or a new presentation.
            if NavigationLinkCall(slot.call) != nil || slot.calledName == "navigationDestination" {
                return .refuse("NavigationView left as is: it is the destination of a NavigationLink, \(fix)")
            }
            return nil
        }
        guard view.call.node.isInViewMember, !isOnlyPresented(view.call.node), let type = view.call.node.enclosingTypeName,
              let push = facts.pushed[type] else { return nil }
        let how = push.pushedType == type
            ? "\(type) is pushed by the NavigationLink at \(push.link)"
            : "\(type) is shown inside \(push.pushedType), which the NavigationLink at \(push.link) pushes"
        return .refuse("NavigationView left as is: \(how), \(fix)")
    }

    /// True when `node` sits in a helper member (`var infoSheet: some View`) that its type uses
    /// only inside presentations or actions (`.sheet { infoSheet }`), never in place.
    private static func isOnlyPresented(_ node: Node) -> Bool {
        guard let member = node.enclosingMember, member.name != "body", let type = node.ancestor(.typeDecl) else { return false }
        let uses = type.descendants(.identifierExpr).filter { $0.identifierName == member.name && !member.node.contains($0) }
            + type.descendants(.memberSuffix).filter { $0.identifierName == member.name && $0.previousSibling?.isIdentifier("self") == true }
        return !uses.isEmpty && uses.allSatisfy { use in use.enclosingCallSlots.contains { !$0.slot.isShownInPlace } }
    }
}
