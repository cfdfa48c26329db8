/// What a `SyntaxTree.walk(below:_:)` visit asks next.
public enum WalkStep {
    /// Read the nodes below this one.
    case descend
    /// Pass over the nodes below this one.
    case skipBelow
    /// End the walk.
    case stop
}

extension SyntaxTree {
    /// Visits the nodes below node `root` in pre-order (source order), by index, following the
    /// nodes' links: no stack to allocate and no `Node` made for the nodes passed over.
    @inlinable public func walk(below root: Int32, _ visit: (Int32) -> WalkStep) {
        var current = nodes[Int(root)].firstChild
        while current >= 0 {
            var next: Int32 = -1
            switch visit(current) {
            case .stop: return
            case .descend: next = nodes[Int(current)].firstChild
            case .skipBelow: break
            }
            // Past this subtree: the next sibling of it or of its nearest ancestor below `root`.
            var passed = current
            while next < 0 && passed != root {
                next = nodes[Int(passed)].nextSibling
                passed = nodes[Int(passed)].parent
            }
            current = next
        }
    }
}
