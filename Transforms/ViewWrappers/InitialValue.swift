import MigrationKit
import SwiftCST

/// An expression a wrapper starts from: the property's `= value`, or the `x` of
/// `_m = StateObject(wrappedValue: x)` in an `init`.
struct InitialValue: Sendable, Equatable {
    /// As written, without outer trivia.
    var text: String
    /// True for `Type(…)`, `Type.init(…)` and `.init(…)`: the view creates the object.
    var isConstruction: Bool
    /// What evaluating it does (constructions included, for `state-object`'s warning).
    var effects: CodeEffects

    /// `impliedType` is the property's written type, which `.init(…)` constructs.
    init(_ expression: Node, impliedType: String?, path: String) {
        text = expression.text
        effects = SideEffectScanner.scan(expression, path: path)
        let implicitCall = Self.implicitInitCall(expression)
        isConstruction = implicitCall != nil || TypeIndexer.constructedTypeName(expression) != nil
        if let call = implicitCall, let type = impliedType {
            let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
            effects.constructions.append(Construction(target: .type(type), labels: call.arguments.map(\.label), trailingClosures: trailing))
        }
    }

    /// The call of `.init(…)`.
    private static func implicitInitCall(_ expression: Node) -> CallSyntax? {
        guard let chain = PostfixChainSyntax(expression), chain.primary?.kind == .implicitMemberExpr,
              chain.primary?.identifierName == "init", chain.suffixes.count == 1 else { return nil }
        return CallSyntax(chain.suffixes[0])
    }
}
