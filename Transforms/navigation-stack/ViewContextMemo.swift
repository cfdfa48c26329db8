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
        // Up the raw links: a `Node` is made only where a call slot may be.
        let tree = node.tree
        var current = node.index
        var answer = true
        while case let parent = tree.nodes[Int(current)].parent, parent >= 0, !Node.isDeclarationBoundary(tree.nodes[Int(parent)].kind) {
            if let known = shownFrom[Int(current)] {
                answer = known
                break
            }
            path.append(current)
            if let slot = CallSlot.at(current, in: tree), !slot.isShownInPlace {
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
        let tree = node.tree
        var next = tree.nodes[Int(node.index)].parent
        var answer = true
        search: while next >= 0 {
            if let known = inViewMemberFrom[Int(next)] {
                answer = known
                break
            }
            path.append(next)
            switch Node.memberSearchStep(at: next, in: tree) {
            case .member: answer = Node.buildsView(Node(tree: tree, index: next)); break search
            case .end: break search
            case .pass: break
            }
            next = tree.nodes[Int(next)].parent
        }
        for index in path { inViewMemberFrom[Int(index)] = answer }
        return answer
    }
}
