import MigrationKit
import SwiftCST

/// An expression a wrapper starts from: the property's `= value`, the `x` of
/// `_m = StateObject(wrappedValue: x)` in an `init`, or an argument passed to a view's
/// initializer that reaches such a property.
struct InitialValue: Sendable, Equatable {
    /// As written, without outer trivia.
    var text: String
    /// True for `Type(…)`, `Type.init(…)` and `.init(…)`, also after `try`, `try?` or `try!`:
    /// the view creates the object.
    var isConstruction: Bool
    /// `Type` of `Type(…)` or `Type.init(…)`, as written; nil for `.init(…)` (the contextual
    /// type) and for what is not a construction.
    var constructedType: String?
    /// What evaluating it does (constructions included, for `state-object`'s warning; `.init(…)`
    /// builds the contextual type: the property's). A `try` in it counts, and so does creating the
    /// object with an initializer the project does not declare.
    var effects: CodeEffects

    init(_ expression: Node, path: String) {
        self.init(expression, effects: Self.effects(of: expression, path: path))
    }

    private init(_ expression: Node, effects: CodeEffects) {
        text = expression.text
        self.effects = effects
        let object = Self.objectExpression(expression)
        constructedType = TypeIndexer.constructedTypeName(object)
        isConstruction = Self.implicitInitCall(object) != nil || constructedType != nil
    }

    /// The value of `expression` when evaluating it may run code: a call, a singleton read, a
    /// construction; nil for a name, a member read, a literal (most arguments).
    static func ifRunningCode(_ expression: Node, path: String) -> InitialValue? {
        let effects = effects(of: expression, path: path)
        return effects.isEmpty ? nil : InitialValue(expression, effects: effects)
    }

    /// The scan of `expression` with its `try`s counted, its object's own construction marked
    /// (`Construction.isObjectCreation`).
    private static func effects(of expression: Node, path: String) -> CodeEffects {
        var effects = SideEffectScanner.scan(expression, path: path, countingTries: true)
        let object = objectExpression(expression)
        if let call = implicitInitCall(object) {
            var construction = Construction(.contextualType, call, path: path)
            construction.isObjectCreation = true
            effects.constructions.insert(construction, at: 0)
        } else if TypeIndexer.constructedTypeName(object) != nil, let call = object.lastChild {
            let place = Site(path, call)
            if let position = effects.constructions.firstIndex(where: { $0.place == place }) { effects.constructions[position].isObjectCreation = true }
        }
        return effects
    }

    /// The expression that makes the value: `expression` with its `try`, `try?` or `try!` looked through.
    private static func objectExpression(_ expression: Node) -> Node {
        var object = expression
        while object.kind == .tryExpr, let operand = object.lastChild { object = operand }
        return object
    }

    /// The call of `.init(…)`.
    private static func implicitInitCall(_ expression: Node) -> CallSyntax? {
        guard let chain = PostfixChainSyntax(expression), chain.primary?.kind == .implicitMemberExpr,
              chain.primary?.identifierName == "init", chain.suffixes.count == 1 else { return nil }
        return CallSyntax(chain.suffixes[0])
    }
}
