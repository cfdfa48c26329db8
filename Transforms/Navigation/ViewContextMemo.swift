import SwiftCST

/// Whether a node is shown in place, and `Node.isInViewMember`, for many nodes of one tree,
/// each answer remembered for the ancestors its search went through: the nodes of a view share
/// their call slots and members, so each slot and member is judged once.
struct ViewContextMemo {
    /// Per node: whether every call slot from it up to its declaration shows in place.
    private var shownFrom: [Bool?]
    /// Per ancestor: whether the member found searching outwards from it builds a view.
    private var inViewMemberFrom: [Bool?]
    /// The nodes a search went through, to remember its answer for (kept between searches to
    /// reuse its storage).
    private var path: [Int32] = []

    init(_ tree: SyntaxTree) {
        shownFrom = Array(repeating: nil, count: tree.nodes.count)
        inViewMemberFrom = Array(repeating: nil, count: tree.nodes.count)
    }

    /// True when every call slot around `node`, up to the declaration that holds it, shows
    /// what fills it in place (see `CallSlot.isShownInPlace`).
    mutating func isShownInPlace(_ node: Node) -> Bool {
        path.removeAll(keepingCapacity: true)
        var current = node
        var answer = true
        while let parent = current.parent, !parent.isDeclarationBoundary {
            if let known = shownFrom[Int(current.index)] {
                answer = known
                break
            }
            path.append(current.index)
            if let slot = CallSlot(current), !slot.isShownInPlace {
                answer = false
                break
            }
            current = parent
        }
        for index in path { shownFrom[Int(index)] = answer }
        return answer
    }

    /// `node.isInViewMember`.
    mutating func isInViewMember(_ node: Node) -> Bool {
        path.removeAll(keepingCapacity: true)
        var next = node.parent
        var answer = true
        search: while let ancestor = next {
            if let known = inViewMemberFrom[Int(ancestor.index)] {
                answer = known
                break
            }
            path.append(ancestor.index)
            switch Node.memberSearchStep(at: ancestor) {
            case .member: answer = Node.buildsView(ancestor); break search
            case .end: break search
            case .pass: next = ancestor.parent
            }
        }
        for index in path { inViewMemberFrom[Int(index)] = answer }
        return answer
    }
}
