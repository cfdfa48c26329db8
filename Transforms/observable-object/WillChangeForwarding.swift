import SwiftCST

/// `child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)`
/// (the child also as `self.child`):
/// a class forwarding a child's changes as its own. When both migrate, Observation tracks reads
/// through the child and the statement goes; when the child stays, so does the forwarding class.
enum WillChangeForwarding {
    /// The forwarding statement whose child `objectWillChange` is the member suffix `node`.
    static func statement(forwardingChildAt node: Node) -> Node? {
        guard node.kind == .memberSuffix, let chain = node.parent, chain.kind == .postfixExpr,
              chain.parent?.isStatementList == true else { return nil }
        let elements = chain.children
        // The child may be reached through `self` (`self.child.objectWillChange`), but
        // `self.objectWillChange` is the class's own publisher.
        guard let position = elements.firstIndex(of: node), position > 0, !(position == 1 && elements[0].isIdentifier("self")),
              elements.count == position + 5,
              elements[position + 1].identifierName == "sink", elements[position + 2].kind == .callSuffix,
              let closure = elements[position + 2].child(.closureExpr), isForwardingClosure(closure),
              elements[position + 3].identifierName == "store", elements[position + 4].kind == .callSuffix else { return nil }
        return chain
    }

    /// True when the `objectWillChange` member suffix `node` is the send inside a forwarding statement.
    static func isForwardedSend(_ node: Node) -> Bool {
        guard let closure = node.ancestor(.closureExpr), let call = closure.parent, call.kind == .callSuffix,
              let chain = call.parent, let position = chain.children.firstIndex(of: call), position >= 2 else { return false }
        let child = chain.children[position - 2]
        return child.identifierName == "objectWillChange" && statement(forwardingChildAt: child) != nil
    }

    /// `{ [weak self] _ in self?.objectWillChange.send() }` (or with `self.`, `[unowned self]`, `$0`-free forms).
    private static func isForwardingClosure(_ closure: Node) -> Bool {
        let statements = closure.children.filter { $0.kind != .closureSignature }
        guard statements.count == 1, let send = statements.first, send.kind == .postfixExpr else { return false }
        var elements = send.children
        guard elements.first?.isIdentifier("self") == true else { return false }
        elements.removeFirst()
        if elements.first?.kind == .postfixOperatorSuffix { elements.removeFirst() }
        return elements.count == 3 && elements[0].identifierName == "objectWillChange" && elements[1].identifierName == "send"
            && elements[2].kind == .callSuffix && elements[2].children.isEmpty
    }
}
