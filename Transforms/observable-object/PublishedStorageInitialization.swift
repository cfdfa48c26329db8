import SwiftCST

/// `_name = Published(initialValue: value)` (or `wrappedValue:`, `.init(…)`, `self._name`) as a
/// statement of a class's own `init`: the property's storage set up with its first value.
///
/// Under `@Observable` the macro's storage for `name` is `_name` too, of the value's own type,
/// so the statement becomes `_name = value`: the storage is set as before, without observers,
/// notifications or the setter (a new `Published` wrapper notified no one either). Anywhere else
/// (a method, a closure run later) the wrapper use keeps the class an `ObservableObject`.
struct PublishedStorageInitialization {
    let assignment: BackingAssignment
    /// The first value: the call's argument.
    let value: Node

    /// The statement whose target is `target` (`_name` or `self._name`), when it is one.
    init?(target: Node) {
        guard let statement = target.parent, statement.kind == .sequenceExpr, statement.firstChild == target,
              let assignment = BackingAssignment(statement), assignment.wrapperName == nil || assignment.wrapperName == "Published",
              Self.runsInInitializer(statement), let value = assignment.argument.expression,
              // A comment around the argument would be lost with the call.
              target.tree.comments(in: assignment.value.range).allSatisfy({ value.range.contains($0.range.lowerBound) }) else { return nil }
        self.assignment = assignment
        self.value = value
    }

    /// True when a subscription to `$name` may exist when the statement runs: the init delegates
    /// (`self.init(…)`, which may subscribe), or names `$name` before the statement.
    var mayFollowSubscription: Bool {
        let statement = assignment.statement
        guard let function = statement.ancestor(.functionDecl), let body = FunctionDeclSyntax(function)?.body,
              let start = statement.firstToken else { return true }
        let tree = statement.tree
        return (body.tokenRange.lowerBound..<max(start, body.tokenRange.lowerBound)).contains { token in
            tree.tokenIs(token, "$" + assignment.property)
                || tree.tokenIs(token, "init") && token > 1 && tree.tokens[token - 1].kind == .period && tree.tokenIs(token - 2, "self")
        }
    }

    /// The edit: the call replaced by its argument's value (`Published(initialValue: x)` → `x`).
    var edit: TextEdit {
        TextEdit(range: assignment.value.range, replacement: value.text)
    }

    /// True when the nearest function or closure around `statement` is an `init` (closures,
    /// local functions and accessors inside it run later).
    private static func runsInInitializer(_ statement: Node) -> Bool {
        guard let scope = statement.ancestor(where: { [.functionDecl, .closureExpr, .accessorBlock, .deferStmt].contains($0) }),
              scope.kind == .functionDecl else { return false }
        return FunctionDeclSyntax(scope)?.introducer == .`init`
    }
}
