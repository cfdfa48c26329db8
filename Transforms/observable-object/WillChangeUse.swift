import SwiftCST

/// A use of `objectWillChange` that Observation does not take over (not a `WillChangeSend` nor
/// a forwarding), by kind: what the `object-will-change` reason says at its place.
enum WillChangeUse: Hashable, Sendable {
    /// `model.objectWillChange…` on another object: subscribed to (or passed on), or sent, from
    /// outside the class; the simple name of the type where (nil: outside any type).
    case outside(sent: Bool, in: String?)
    /// The class's own send in a closure; the method it is passed to (`sink`: a subscription to
    /// another publisher), when it is an argument of one.
    case sentInClosure(passedTo: String?)
    /// The class's own send in an accessor (`didSet`, `set`…) of `property`: the accessor's keyword.
    case sentInAccessor(String, property: String)
    /// The class's own publisher subscribed to inside it (`objectWillChange.sink { … }`).
    case subscribedInside
    /// The class's own send inside an `if`, `guard` or `switch`: the keyword.
    case sentConditionally(String)
    /// The class's own send as the only statement of a method: nothing changes where it is sent.
    case sentWithoutChange
    /// The class's own send beside statements other than plain writes to its stored properties
    /// (a call, a write to another object or a store, an `if`): what it announces is not read
    /// as a change Observation sees.
    case sentBesideOtherWork

    /// The methods whose closure argument receives another publisher's values.
    static let subscribingMethods: Set<String> = ["sink", "onReceive", "receive", "handleEvents"]

    /// The kind of the use of the `objectWillChange` token at `node` (an `identifierExpr`, or a
    /// `memberSuffix` after a receiver); nil for any other use (the class's own publisher
    /// passed on inside it).
    static func of(_ node: Node) -> WillChangeUse? {
        let sent = node.nextSibling.map { $0.kind == .memberSuffix && $0.identifierName == "send" } == true
        if node.kind == .memberSuffix, !isSelf(node.previousSibling) {
            return .outside(sent: sent, in: ownerTypeName(of: node))
        }
        guard sent, let statement = node.parent else { return node.nextSibling?.kind == .memberSuffix ? .subscribedInside : nil }
        switch statement.ancestor(.closureExpr, .functionDecl, .accessor, .ifExpr, .guardStmt, .switchExpr) {
        case let closure? where closure.kind == .closureExpr:
            return .sentInClosure(passedTo: method(takingClosure: closure))
        case let accessor? where accessor.kind == .accessor:
            guard let keyword = accessor.firstToken.map({ accessor.tree.text($0) }),
                  let name = accessor.parent?.parent.flatMap(PatternBindingSyntax.init)?.name else { return nil }
            return .sentInAccessor(keyword, property: name)
        case let condition? where condition.kind != .functionDecl && condition.kind != .accessor:
            return .sentConditionally(condition.firstToken.map { condition.tree.text($0) } ?? "if")
        default:
            guard let block = statement.parent, block.parent?.kind == .functionDecl, block.children.count == 1 else { return .sentBesideOtherWork }
            return .sentWithoutChange
        }
    }

    /// `self`, `self?`, `self!`: the receiver of the class's own member.
    private static func isSelf(_ receiver: Node?) -> Bool {
        guard let receiver else { return false }
        return receiver.kind == .postfixOperatorSuffix ? isSelf(receiver.previousSibling) : receiver.isIdentifier("self")
    }

    /// `x.sink { … }`, `x.sink(receiveValue: { … })`: `sink`.
    private static func method(takingClosure closure: Node) -> String? {
        var call = closure.parent
        if call?.kind == .argument { call = call?.parent }
        guard let suffix = call, suffix.kind == .callSuffix else { return nil }
        return suffix.previousSibling?.identifierName
    }
}
