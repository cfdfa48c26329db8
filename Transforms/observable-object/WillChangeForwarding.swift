import SwiftCST

/// `child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)`
/// (the child also as `self.child` or through optionals, `controller?.objectWillChange`; the
/// subscription also kept by an assignment, `cancellable = child.objectWillChange.sink { … }`):
/// a class forwarding a child's changes as its own. When both migrate, Observation tracks reads
/// through the child and the statement goes; when the child stays, so does the forwarding class.
/// A forwarding may hop to the main thread first (`.receive(on: DispatchQueue.main)`, `RunLoop.main`):
/// see `Delivery`.
enum WillChangeForwarding {
    /// Where the forwarded send ran.
    enum Delivery: Equatable {
        /// Where the child changed, before it changed: as Observation notifies.
        case immediate
        /// A main-queue hop later (`.receive(on: DispatchQueue.main)`): after the change, and outside
        /// the transaction (`withAnimation`) it was made in. Observation notifies views reading the
        /// child through the class at once, in that transaction.
        case onMain
    }

    /// The forwarding statement whose child `objectWillChange` is the member suffix `node`.
    static func statement(forwardingChildAt node: Node) -> Node? {
        forwarding(ofChildAt: node)?.statement
    }

    /// The forwarding statement whose child `objectWillChange` is the member suffix `node`, and
    /// where it delivered.
    static func forwarding(ofChildAt node: Node) -> (statement: Node, delivery: Delivery)? {
        guard node.kind == .memberSuffix, let chain = node.parent, chain.kind == .postfixExpr,
              let statement = statement(holding: chain) else { return nil }
        let elements = chain.children
        // The child may be reached through `self` (`self.child.objectWillChange`), but
        // `self.objectWillChange` (or `self?.`) is the class's own publisher.
        guard let position = elements.firstIndex(of: node), position > 0,
              !elements[..<position].allSatisfy({ $0.isIdentifier("self") || $0.kind == .postfixOperatorSuffix }) else { return nil }
        var rest = elements[(position + 1)...]
        var delivery = Delivery.immediate
        if rest.first?.identifierName == "receive", let hop = rest.dropFirst().first, hop.kind == .callSuffix {
            guard mainSchedulers.contains(hop.compactText) else { return nil }
            delivery = .onMain
            rest = rest.dropFirst(2)
        }
        let tail = Array(rest)
        let stored = tail.count == 4 && tail[2].identifierName == "store" && tail[3].kind == .callSuffix
        let assigned = tail.count == 2 && statement != chain
        guard stored || assigned, tail[0].identifierName == "sink", tail[1].kind == .callSuffix,
              let closure = tail[1].child(.closureExpr), isForwardingClosure(closure) else { return nil }
        return (statement, delivery)
    }

    /// True when the `objectWillChange` member suffix `node` is the send inside a forwarding statement.
    static func isForwardedSend(_ node: Node) -> Bool {
        guard let closure = node.ancestor(.closureExpr), let call = closure.parent, call.kind == .callSuffix,
              let chain = call.parent, let position = chain.children.firstIndex(of: call),
              let child = chain.children[..<position].last(where: { $0.identifierName == "objectWillChange" }) else { return false }
        return statement(forwardingChildAt: child) != nil
    }

    /// The arguments of `.receive(on:)` that deliver on the main thread.
    private static let mainSchedulers: Set<String> = ["(on:DispatchQueue.main)", "(on:RunLoop.main)"]

    /// The statement `chain` is: itself, or `cancellable = chain` (the class's own property).
    private static func statement(holding chain: Node) -> Node? {
        if chain.parent?.isStatementList == true { return chain }
        guard let assignment = chain.parent, let operands = assignment.assignmentOperands, operands.value == chain,
              operands.target.ownPropertyName != nil, assignment.parent?.isStatementList == true else { return nil }
        return assignment
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
