import MigrationKit
import SwiftCST

/// `publisher.assign(to: &$items)`, a statement of a method or init of the class: a
/// subscription that sets `items` with each value, synchronously on the publisher's thread,
/// holds no strong reference to the object and lives as long as its `@Published` storage.
/// Under `@Observable` the same subscription is a `sink` kept in a set beside the property,
/// which goes with the object:
///
/// ```swift
/// publisher.sink { [weak self] in self?.items = $0 }.store(in: &itemsAssignments)
/// @ObservationIgnored private var itemsAssignments = Set<AnyCancellable>()
/// ```
///
/// A second `assign` adds a second subscription, as before. Only statements directly in a
/// method or init (not in a closure, where `self` may be captured otherwise) are read so.
enum AssignSubscription {
    /// The `assign` member suffix and its call, when `expression` (`$items` or `self.$items`,
    /// after `&`) is the only argument of `receiver.assign(to: &expression)`, a whole statement
    /// of a method or init of the enclosing type.
    static func call(assigningTo expression: Node) -> (name: Node, call: Node)? {
        if expression.kind == .postfixExpr {
            let parts = expression.children
            guard parts.count == 2, parts[0].isIdentifier("self") else { return nil }
        } else if expression.kind != .identifierExpr {
            return nil
        }
        guard let reference = expression.parent, reference.kind == .prefixExpr, reference.children.count == 1,
              let argument = reference.parent.flatMap(ArgumentSyntax.init), argument.label == "to",
              let call = argument.node.parent, call.kind == .callSuffix, call.children == [argument.node],
              let chain = call.parent, chain.kind == .postfixExpr, chain.lastChild == call, chain.children.count >= 3,
              let name = call.previousSibling, name.kind == .memberSuffix, name.identifierName == "assign",
              let list = chain.parent, list.isStatementList, isInMethodBody(chain) else { return nil }
        return (name, call)
    }

    /// `sink { [weak self] in self?.items = $0 }.store(in: &itemsAssignments)`: what `assign(to: &$items)` becomes.
    static func replacement(_ bridge: PublisherBridge) -> String {
        "sink { [weak self] in self?.\(bridge.property) = $0 }.store(in: &\(bridge.assignmentsName))"
    }

    /// The global actor the `sink` closure replacing the statement `chain` is isolated to, as
    /// the method around it is: `MainActor` for a method or extension marked `@MainActor`, else
    /// the class's (`classActor`). A `nonisolated` method of an isolated class cannot pass the
    /// class's `$name` inout in the Swift 6 mode, the only one where the isolation is checked.
    static func isolation(of chain: Node, classActor: String?) -> String? {
        guard let method = chain.ancestor(.functionDecl).flatMap(FunctionDeclSyntax.init) else { return classActor }
        if method.attribute(named: "MainActor") != nil { return "MainActor" }
        if let type = method.node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init), type.attribute(named: "MainActor") != nil { return "MainActor" }
        return classActor
    }

    /// True when the innermost function-like declaration around `node` is a method or init
    /// declared in a type's member block (not a closure, an accessor or a local function).
    private static func isInMethodBody(_ node: Node) -> Bool {
        guard let holder = node.ancestor(.functionDecl, .closureExpr, .accessorBlock), holder.kind == .functionDecl else { return false }
        var parent = holder.parent
        while let clause = parent, clause.kind == .ifConfigClause || clause.kind == .ifConfig { parent = clause.parent }
        return parent?.kind == .memberBlock
    }
}
