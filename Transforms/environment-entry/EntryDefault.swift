import SwiftCST

/// Whether a key's default value can become an `@Entry` initial value. `@Entry` makes it the body
/// of a computed `static var defaultValue`, evaluated on every read of an unset value, where the
/// key's `static let` was evaluated once: only a value that is the same every time may move.
enum EntryDefault {
    /// True for values that are the same at every evaluation: number, string (without
    /// interpolation), Boolean and `nil` literals, a negated number, `.name` and `Type.name` (enum
    /// cases and constants), array and dictionary literals of those, a closure that captures and
    /// calls nothing (`isConstantClosure`), and a SwiftUI or CoreGraphics value built from
    /// constants (`ValueConstructor`; its `.init(…)` form when `declaredType`, the key's declared
    /// type, is that type). Interpolations, plain names and operators are not, nor members whose
    /// value changes from one read to the next (`.now`, `.main`, `.current`: `timeVaryingMembers`).
    /// Any other construction from constants (`Analytics()`, `Config(level: 2)`, `.init()` of
    /// the declared type) is constant only when the type proves to be a project value type
    /// built that way (`ProjectValueTypes`): it is added to `pending` to be checked against the
    /// index. Other calls (`Date()` and `UUID()` are checked and fail) are not constant.
    static func isConstant(_ expression: Node, declaredType: TypeSyntax? = nil, pending: inout [PendingConstruction]) -> Bool {
        switch expression.kind {
        case .literalExpr:
            return true
        case .implicitMemberExpr:
            return !namesTimeVaryingMember(expression)
        case .stringLiteral:
            return expression.child(.argument) == nil
        case .prefixExpr:
            guard let operand = expression.lastChild, let first = expression.firstToken else { return false }
            return expression.tree.tokenIs(first, "-") && operand.kind == .literalExpr
        case .closureExpr:
            return ClosureSyntax(expression).map { isConstantClosure($0, pending: &pending) } == true
        case .postfixExpr where expression.lastChild?.kind == .callSuffix:
            if ValueConstructor.isConstantCall(expression, declaredType: declaredType, isConstantArgument: { isConstant($0, pending: &pending) }) {
                return true
            }
            guard let construction = PendingConstruction(expression, declaredType: declaredType) else { return false }
            let arguments = CallSyntax(expression.lastChild!)?.arguments ?? []
            guard arguments.allSatisfy({ $0.expression.map { isConstant($0, pending: &pending) } == true }) else { return false }
            pending.append(construction)
            return true
        case .postfixExpr:
            // `Type.name` or `Module.Type.name`: a name followed by member suffixes only.
            let parts = expression.children
            return parts.count > 1 && parts[0].kind == .identifierExpr && parts[0].children.isEmpty
                && parts.dropFirst().allSatisfy { $0.kind == .memberSuffix } && !namesTimeVaryingMember(expression)
        case .arrayExpr:
            return expression.children.allSatisfy { $0.kind == .argument && $0.firstChild.map { isConstant($0, pending: &pending) } == true }
        case .dictionaryExpr:
            return expression.children.allSatisfy { element in
                element.kind == .dictionaryElement && element.children.count == 2 && element.children.allSatisfy { isConstant($0, pending: &pending) }
            }
        default:
            return false
        }
    }

    /// `{ }`, `{ false }`, `{ _ in nil }`, `{ (a: Int) in return .none }`: no capture list, and a
    /// body that is empty or one constant (returned or not), so every closure value behaves alike.
    private static func isConstantClosure(_ closure: ClosureSyntax, pending: inout [PendingConstruction]) -> Bool {
        guard closure.signature?.child(.captureList) == nil else { return false }
        let statements = closure.statements
        guard let statement = statements.first else { return true }
        guard statements.count == 1 else { return false }
        guard statement.kind == .returnStmt else { return isConstant(statement, pending: &pending) }
        return statement.firstChild.map { isConstant($0, pending: &pending) } ?? true
    }

    /// Static members that give another value on a later read (the time, the main screen, the
    /// current locale or calendar): moved into `@Entry`'s computed default, they would be read
    /// again at each use instead of once.
    static let timeVaryingMembers: Set<String> = ["now", "main", "current", "autoupdatingCurrent", "random"]

    /// True when the expression's last name is one of `timeVaryingMembers`.
    private static func namesTimeVaryingMember(_ expression: Node) -> Bool {
        guard let last = expression.lastToken else { return false }
        return timeVaryingMembers.contains { expression.tree.tokenIs(last, $0) }
    }
}
