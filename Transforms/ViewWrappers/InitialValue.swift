import MigrationKit
import SwiftCST

/// An expression a wrapper starts from: the property's `= value`, the `x` of
/// `_m = StateObject(wrappedValue: x)` in an `init`, or an argument passed to a view's
/// initializer that reaches such a property.
struct InitialValue: Sendable, Equatable {
    /// As written, without outer trivia.
    var text: String
    /// True for `Type(…)`, `Type.init(…)` and `.init(…)`: the view creates the object.
    var isConstruction: Bool
    /// `Type` of `Type(…)` or `Type.init(…)`, as written; nil for `.init(…)` (the contextual
    /// type) and for what is not a construction.
    var constructedType: String?
    /// What evaluating it does (constructions included, for `state-object`'s warning; `.init(…)`
    /// builds the contextual type: the property's).
    var effects: CodeEffects

    init(_ expression: Node, path: String) {
        self.init(expression, effects: Self.effects(of: expression, path: path))
    }

    private init(_ expression: Node, effects: CodeEffects) {
        text = expression.text
        self.effects = effects
        constructedType = TypeIndexer.constructedTypeName(expression)
        isConstruction = Self.implicitInitCall(expression) != nil || constructedType != nil
    }

    /// The value of `expression` when evaluating it may run code: a call, a singleton read, a
    /// construction; nil for a name, a member read, a literal (most arguments).
    static func ifRunningCode(_ expression: Node, path: String) -> InitialValue? {
        let effects = effects(of: expression, path: path)
        return effects.isEmpty ? nil : InitialValue(expression, effects: effects)
    }

    private static func effects(of expression: Node, path: String) -> CodeEffects {
        var effects = SideEffectScanner.scan(expression, path: path)
        if let call = implicitInitCall(expression) {
            effects.constructions.insert(Construction(.contextualType, call, path: path), at: 0)
        }
        return effects
    }

    /// The call of `.init(…)`.
    private static func implicitInitCall(_ expression: Node) -> CallSyntax? {
        guard let chain = PostfixChainSyntax(expression), chain.primary?.kind == .implicitMemberExpr,
              chain.primary?.identifierName == "init", chain.suffixes.count == 1 else { return nil }
        return CallSyntax(chain.suffixes[0])
    }
}
