import MigrationKit
import SwiftCST

/// `.animation(x)` without `value:` on a view: `View`'s `animation(_:)`, deprecated (iOS 15,
/// macOS 12, tvOS 15, watchOS 8) because it animates every change of the view. Its replacement
/// needs the value whose change should animate, which the code does not say, so the call stays
/// with a warning that says what to do.
enum AnimationWithoutValue {
    /// The modifier's name.
    static let name = "animation"

    /// The warnings for `calls` (a file's `.animation(…)` calls, not suppressed) that are the
    /// deprecated `animation(_:)`: not `Binding`'s or a transition's, not the `Equatable` view's
    /// (`AnimationReceiver`), not one inside a `withAnimation(…)` argument, not one the project's
    /// own `animation` function may take.
    static func diagnose(_ calls: [ModifierCall], context: TransformContext, into result: inout TransformResult) {
        let functions = context.index[ProjectFunctions.self]
        for modifier in calls {
            guard let animation = modifier.soleUnlabeledArgument, !isWithAnimationArgument(modifier.call.node),
                  functions.declaration(called: modifier, types: context.index.types) == nil,
                  AnimationReceiver.of(modifier, index: context.index) == .view else { continue }
            let quoted = "`.animation(\(oneLineQuote(animation.text, limit: 30)))`"
            if ValueOptionality.of(animation, context: context) == .nilLiteral {
                result.raise(.animationWithoutValue, at: modifier.offset,
                             "\(quoted) turns off animation for every change of this view and is deprecated; "
                             + "`.transaction { $0.animation = nil }` does the same (or add `value:` for one value's changes)")
            } else {
                result.raise(.animationWithoutValue, at: modifier.offset,
                             "\(quoted) animates every change of this view and is deprecated; add `value:` with the value "
                             + "whose change should animate (or wrap that change in `withAnimation`)")
            }
        }
    }

    /// True when `node` is inside an argument of a `withAnimation(…)` call.
    private static func isWithAnimationArgument(_ node: Node) -> Bool {
        node.ancestors.contains { ancestor in
            ancestor.kind == .argument && ancestor.parent.flatMap(CallSyntax.init)?.calledNameIs("withAnimation") == true
        }
    }
}

extension DiagnosticReason {
    static let animationWithoutValue = DiagnosticReason(
        "animation-without-value", .refusal, label: "`.animation(_:)` without `value:` (deprecated)",
        help: "Add `value:` with the value whose change should animate, or wrap that change in `withAnimation`; "
            + "`.animation(nil)` becomes `.transaction { $0.animation = nil }`.")
}
