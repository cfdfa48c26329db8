import SwiftCST

extension Node {
    /// The expression inside `( x )` (repeatedly), or this node when it is not parenthesized.
    var unparenthesized: Node {
        var current = self
        while current.kind == .tupleExpr {
            let arguments = current.children(.argument, as: ArgumentSyntax.init)
            guard arguments.count == 1, arguments[0].label == nil, let inner = arguments[0].expression else { break }
            current = inner
        }
        return current
    }
}
