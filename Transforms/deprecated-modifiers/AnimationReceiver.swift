import MigrationKit
import SwiftCST

/// What a `.animation(x)` call applies to, read from its chain: only a view that is not
/// `Equatable` takes `View`'s deprecated `animation(_:)`. `Binding`, `AnyTransition` and
/// `Transition` have their own `animation(_:)`, so does `ViewModifier`, and an `Equatable` view
/// (`Text`, `Image`, `Color`, a project view declared `Equatable`) takes the overload of
/// `View where Self: Equatable` (iOS 15), which animates when the view itself changes and is
/// not deprecated.
enum AnimationReceiver: Equatable {
    /// A view that is not `Equatable`: the call is the deprecated `animation(_:)`.
    case view
    /// An `Equatable` view.
    case equatableView
    /// A binding, a transition, a view modifier.
    case notView
    /// A value the syntax and the project's declarations do not tell.
    case unknown

    /// SwiftUI's `Equatable` views, with their methods that return the same type
    /// (`Text("a").bold()` is a `Text`).
    private static let equatableViews: [String: Set<String>] = [
        "Text": TextReceiver.textModifiers,
        "Image": ["resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode", "allowedDynamicRange"],
        "Color": ["opacity", "mix"],
    ]
    /// SwiftUI types with an `animation(_:)` of their own that are not views.
    private static let otherReceivers: Set<String> = ["Binding", "AnyTransition", "Transaction", "Animation"]
    /// Conformances that make a type of the project take another `animation(_:)` than `View`'s.
    private static let otherConformances: Set<String> = ["ViewModifier", "AnimatableModifier", "GeometryEffect", "Transition"]
    private static let equatableConformances: Set<String> = ["Equatable", "Hashable", "Comparable"]
    /// Methods whose result is of the receiver's kind: `Binding`'s and `View`'s
    /// `animation(_:)` and `transaction(_:)`.
    private static let sameKindMethods: Set<String> = ["animation", "transaction"]
    /// Methods of transitions: a chain through one is a transition.
    private static let transitionMethods: Set<String> = ["combined"]

    static func of(_ modifier: ModifierCall, index: ProjectIndex) -> AnimationReceiver {
        guard let chain = modifier.call.chain, let primary = chain.primary, let member = modifier.call.calledElement else { return .unknown }
        // The methods called before `.animation`, last first.
        var methods: [String] = []
        var element = member.previousSibling
        while let current = element, current != primary {
            defer { element = current.previousSibling }
            switch current.kind {
            case .memberSuffix where current.identifierName?.hasPrefix("$") == true:
                return .notView  // `model.$flag`: a binding
            case .callSuffix:
                guard let call = CallSyntax(current), call.isMemberCall, let name = call.calledName else { continue }
                if transitionMethods.contains(name) { return .notView }
                if !sameKindMethods.contains(name) { methods.append(name) }
            case .ifConfig:
                methods.append("#if")  // modifiers applied in an `#if` block: not a type's own methods
            default:
                continue
            }
        }
        switch primary.kind {
        case .implicitMemberExpr:
            return .notView  // `.opacity.animation(…)`: a transition; views are not written so
        case .identifierExpr:
            guard let name = primary.identifierName, !name.hasPrefix("$") else { return .notView }
            if name.first?.isUppercase == true { return ofType(name, initialized: primary.nextSibling?.kind == .callSuffix, methods: methods, index: index) }
            return ofValue(modifier, primary: primary, methods: methods, index: index)
        default:
            return .unknown
        }
    }

    /// A chain starting with `name(…)` (`initialized`) or `name.member`.
    private static func ofType(_ name: String, initialized: Bool, methods: [String], index: ProjectIndex) -> AnimationReceiver {
        if otherReceivers.contains(name) || name.hasSuffix("Transition") { return .notView }
        // `Color.red` is a color; `Row.make()`, `Transitions.fade` are whatever they are declared as.
        guard initialized || name == "Color" else { return .unknown }
        if let kept = equatableViews[name] { return methods.allSatisfy(kept.contains) ? .equatableView : .view }
        let conformances = Set(index.types.inheritedTypes(of: name))
        if !conformances.isDisjoint(with: otherConformances) { return .notView }
        return methods.isEmpty && !conformances.isDisjoint(with: equatableConformances) ? .equatableView : .view
    }

    /// A chain starting with a value (`content`, `self`, `makeRow()`): a view when the chain is
    /// a statement of a view builder or returned, and the value's declared type is not
    /// `Equatable`; unknown elsewhere (an argument: `Toggle(isOn: flag.animation(…))`).
    private static func ofValue(_ modifier: ModifierCall, primary: Node, methods: [String], index: ProjectIndex) -> AnimationReceiver {
        guard let chain = modifier.call.chain, let parent = chain.node.parent,
              [.closureExpr, .codeBlock, .accessorBlock, .ifConfigClause, .returnStmt].contains(parent.kind) else { return .unknown }
        guard methods.isEmpty, let member = modifier.call.calledElement else { return .view }
        var elements: [Node] = []
        var element: Node? = primary
        while let current = element, current != member {
            elements.append(current)
            element = current.nextSibling
        }
        let query = StaticTypeQuery.of(elements: elements, text: primary.text, depth: 0)
        guard case .type(let type, _) = StaticTypeResolver(index).resolve(query) else { return .view }
        let name = String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if equatableViews[name] != nil { return .equatableView }
        let conformances = Set(index.types.inheritedTypes(of: name))
        if !conformances.isDisjoint(with: otherConformances) || otherReceivers.contains(name) { return .notView }
        return conformances.isDisjoint(with: equatableConformances) ? .view : .equatableView
    }
}
