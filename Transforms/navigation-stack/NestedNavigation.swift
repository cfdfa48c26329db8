import SwiftCST

/// A `NavigationView` inside a pushed view or inside another navigation container's content: as
/// a `NavigationStack` it would nest a second stack inside the outer one. Seen in the syntax (it
/// is a link's destination, or sits in a container's content) or through the project index (its
/// type is shown, in any file, inside a link's destination or a stack's content).
enum NestedNavigation {
    static let fix = "so as NavigationStack it would nest a second stack"

    /// The refusal for `view`, or nil when it is not nested.
    static func refusal(for view: NavigationViewCall, facts: NavigationFacts) -> ContainerDecision? {
        for slot in view.call.node.enclosingCallSlots {
            guard slot.isShownInPlace else {
                // The first slot that is not shown in place decides: a destination, or a new presentation.
                if NavigationLinkCall(slot.call) != nil || slot.call.calledNameIs("navigationDestination") {
                    return .refuse(.nestedStack, "NavigationView left as is: it is the destination of a NavigationLink, \(fix)")
                }
                return nil
            }
            if let name = slot.calledName, name == "NavigationView" || name == "NavigationStack" {
                // Named alike before and after the outer one is migrated, so the warning stays one.
                return .refuse(.nestedStack, "NavigationView left as is: it sits inside another navigation container's content, \(fix)")
            }
        }
        guard view.call.node.isInViewMember, !isOnlyPresented(view.call.node), let type = ownerTypeName(of: view.call.node),
              let nesting = facts.nested[type] else { return nil }
        let how = nesting.outerType == type
            ? "\(type) is \(nesting.how)"
            : "\(type) is shown inside \(nesting.outerType), which is \(nesting.how)"
        return .refuse(.nestedStack, "NavigationView left as is: \(how), \(fix)")
    }

    /// True when `node` sits in a helper member (`var infoSheet: some View`) that its type uses
    /// only inside presentations or actions (`.sheet { infoSheet }`), never in place.
    private static func isOnlyPresented(_ node: Node) -> Bool {
        guard let member = node.enclosingMember, member.name != "body", let type = node.ancestor(.typeDecl) else { return false }
        let uses = type.descendants(.identifierExpr).filter { $0.identifierName == member.name && !member.node.contains($0) }
            + type.descendants(.memberSuffix).filter { $0.identifierName == member.name && $0.previousSibling?.isIdentifier("self") == true }
        return !uses.isEmpty && uses.allSatisfy { use in use.enclosingCallSlots.contains { !$0.isShownInPlace } }
    }
}
