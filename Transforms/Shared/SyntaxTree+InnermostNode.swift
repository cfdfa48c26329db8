import SwiftCST

extension SyntaxTree {
    /// The innermost node whose tokens include token `index`.
    func innermostNode(containingToken index: Int) -> Node? {
        var node = root
        guard node.tokenRange.contains(index) else { return nil }
        descend: while true {
            for child in node.children where child.tokenRange.contains(index) {
                node = child
                continue descend
            }
            return node
        }
    }
}
