import SwiftCST

/// A constructor or static factory of a SwiftUI or CoreGraphics value type that computes its
/// result from its arguments alone (`EdgeInsets(top:leading:bottom:trailing:)`,
/// `Font.system(size:)`): with constant arguments it gives an equal value at every evaluation, so
/// as an `@Entry` default it reads the same as the key's once-evaluated `static let`.
struct ValueConstructor: Hashable {
    /// `init`, or a static factory's name.
    enum Member: Hashable {
        case initializer
        case factory(String)

        init(_ name: String) { self = name == "init" ? .initializer : .factory(name) }
    }

    /// The value type.
    let type: ValueType
    let member: Member
    /// The argument labels in order, `_` for an unlabelled argument.
    let labels: [String]

    /// The SwiftUI and CoreGraphics value types with such constructors. A class, a project type
    /// (its initializer may do anything) or `Date()`/`UUID()` (a new value each time) is not one.
    enum ValueType: String, CaseIterable {
        case edgeInsets = "EdgeInsets"
        case cgSize = "CGSize"
        case cgPoint = "CGPoint"
        case cgRect = "CGRect"
        case unitPoint = "UnitPoint"
        case angle = "Angle"
        case color = "Color"
        case font = "Font"

        /// The constructors of this type that qualify, as `(member, labels)`.
        var constructors: [(Member, [String])] {
            switch self {
            case .edgeInsets: return [(.initializer, []), (.initializer, ["top", "leading", "bottom", "trailing"])]
            case .cgSize: return [(.initializer, []), (.initializer, ["width", "height"])]
            case .cgPoint, .unitPoint: return [(.initializer, []), (.initializer, ["x", "y"])]
            case .cgRect:
                return [(.initializer, []), (.initializer, ["x", "y", "width", "height"]), (.initializer, ["origin", "size"])]
            case .angle:
                return [(.initializer, []), (.initializer, ["degrees"]), (.initializer, ["radians"]),
                        (.factory("degrees"), ["_"]), (.factory("radians"), ["_"])]
            case .color:
                return [(.initializer, ["red", "green", "blue"]), (.initializer, ["red", "green", "blue", "opacity"]),
                        (.initializer, ["white"]), (.initializer, ["white", "opacity"])]
            case .font:
                return [["size"], ["size", "weight"], ["size", "weight", "design"], ["_"], ["_", "design"], ["_", "design", "weight"]]
                    .map { (.factory("system"), $0) }
            }
        }
    }

    /// Every qualifying constructor.
    static let known: Set<ValueConstructor> = Set(ValueType.allCases.flatMap { type in
        type.constructors.map { ValueConstructor(type: type, member: $0.0, labels: $0.1) }
    })

    /// True when `chain` (a postfix expression) calls one of `known` with arguments that are
    /// constants per `isConstantArgument` and no trailing closure: `CGSize(width: 1, height: 2)`,
    /// `Font.system(size: 12)`, or `.init(…)`/`.system(…)` when `declaredType` is that type.
    static func isConstantCall(_ chain: Node, declaredType: TypeSyntax?, isConstantArgument: (Node) -> Bool) -> Bool {
        let parts = chain.children
        guard let call = parts.last, call.kind == .callSuffix, call.children.allSatisfy({ $0.kind == .argument }),
              let called = calledConstructor(parts.dropLast(), declaredType: declaredType) else { return false }
        let arguments = CallSyntax(call)?.arguments ?? []
        let constructor = ValueConstructor(type: called.type, member: called.member, labels: arguments.map { $0.label ?? "_" })
        return known.contains(constructor) && arguments.allSatisfy { $0.expression.map(isConstantArgument) == true }
    }

    /// The type and member named before the call: `T(`, `T.member(`, or `.member(` with the
    /// declared type `T`.
    private static func calledConstructor(_ parts: ArraySlice<Node>, declaredType: TypeSyntax?) -> (type: ValueType, member: Member)? {
        guard let primary = parts.first, primary.children.isEmpty, let name = primary.identifierName else { return nil }
        switch (primary.kind, parts.count) {
        case (.identifierExpr, 1):
            return ValueType(rawValue: name).map { ($0, .initializer) }
        case (.identifierExpr, 2):
            guard let suffix = parts.last, suffix.kind == .memberSuffix, let member = suffix.identifierName else { return nil }
            return ValueType(rawValue: name).map { ($0, Member(member)) }
        case (.implicitMemberExpr, 1):
            guard let declared = declaredType?.text else { return nil }
            return ValueType(rawValue: declared).map { ($0, Member(name)) }
        default:
            return nil
        }
    }
}
