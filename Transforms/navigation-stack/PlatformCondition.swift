import MigrationKit
import SwiftCST

/// Three-valued truth of an `#if` condition on one platform.
enum Truth: Equatable {
    case yes, no, unknown

    static prefix func ! (value: Truth) -> Truth {
        switch value { case .yes: return .no; case .no: return .yes; case .unknown: return .unknown }
    }

    static func && (a: Truth, b: Truth) -> Truth {
        if a == .no || b == .no { return .no }
        return a == .yes && b == .yes ? .yes : .unknown
    }

    static func || (a: Truth, b: Truth) -> Truth {
        if a == .yes || b == .yes { return .yes }
        return a == .no && b == .no ? .no : .unknown
    }
}

/// Evaluates `#if` conditions (`os(...)`, `canImport(...)`, `targetEnvironment(...)`, `!`, `&&`,
/// `||`, parentheses) on a platform. macOS is taken as native macOS: `os(iOS)` is false there,
/// though it is true under Mac Catalyst; `targetEnvironment(macCatalyst)` stays unknown on macOS.
/// Anything else (`DEBUG`, `swift(>=5.9)`, custom flags) is unknown.
enum PlatformCondition {
    static func evaluate(_ condition: Node, on platform: Platform) -> Truth {
        let tree = condition.tree
        switch condition.kind {
        case .literalExpr:
            if condition.text == "true" { return .yes }
            return condition.text == "false" ? .no : .unknown
        case .prefixExpr:
            guard let first = condition.firstToken, tree.text(first) == "!", let operand = condition.firstChild else { return .unknown }
            return !evaluate(operand, on: platform)
        case .tupleExpr:
            let elements = condition.children(.argument)
            guard elements.count == 1, ArgumentSyntax(elements[0])?.label == nil, let inner = elements[0].firstChild else { return .unknown }
            return evaluate(inner, on: platform)
        case .sequenceExpr:
            return evaluateSequence(condition, on: platform)
        case .postfixExpr:
            return evaluateCheck(condition, on: platform)
        default:
            return .unknown
        }
    }

    /// `a || b && c`: `&&` binds tighter than `||`.
    private static func evaluateSequence(_ sequence: Node, on platform: Platform) -> Truth {
        let tree = sequence.tree
        let operands = sequence.children
        var disjunction: Truth = .no
        var conjunction: Truth = .yes
        for (index, operand) in operands.enumerated() {
            conjunction = conjunction && evaluate(operand, on: platform)
            guard index + 1 < operands.count, let last = operand.lastToken, let next = operands[index + 1].firstToken else { continue }
            let operators = (last + 1..<next).map { tree.text($0) }
            if operators == ["||"] {
                disjunction = disjunction || conjunction
                conjunction = .yes
            } else if operators != ["&&"] {
                return .unknown
            }
        }
        return disjunction || conjunction
    }

    /// `os(iOS)`, `canImport(UIKit)`, `targetEnvironment(macCatalyst)`.
    private static func evaluateCheck(_ check: Node, on platform: Platform) -> Truth {
        guard let chain = PostfixChainSyntax(check), let function = chain.primary?.identifierName, chain.suffixes.count == 1,
              let call = CallSyntax(chain.suffixes[0]), call.arguments.count == 1,
              let argument = call.arguments[0].expression?.identifierName else { return .unknown }
        switch function {
        case "os":
            guard let platforms = operatingSystems[argument] else { return .no }
            return platforms.contains(platform) ? .yes : .no
        case "canImport" where argument == "UIKit":
            return platform == .macos ? .no : .yes
        case "canImport" where argument == "AppKit":
            return platform == .macos ? .yes : .no
        case "targetEnvironment" where argument == "macCatalyst":
            return platform == .macos ? .unknown : .no
        default:
            return .unknown
        }
    }

    private static let operatingSystems: [String: Set<Platform>] = [
        "iOS": [.iphone, .ipad], "macOS": [.macos], "tvOS": [.tvos], "watchOS": [.watchos],
        "visionOS": [.visionos], "xrOS": [.visionos],
    ]

    /// True when `condition` holds `os(macOS)` or `targetEnvironment(macCatalyst)` not directly negated.
    static func mentionsMacOS(_ condition: Node) -> Bool {
        condition.descendantsAndSelf.contains { node in
            guard node.kind == .postfixExpr, let chain = PostfixChainSyntax(node), chain.suffixes.count == 1,
                  let function = chain.primary?.identifierName, let call = CallSyntax(chain.suffixes[0]), call.arguments.count == 1,
                  let argument = call.arguments[0].expression?.identifierName,
                  (function == "os" && argument == "macOS") || (function == "targetEnvironment" && argument == "macCatalyst") else { return false }
            return node.parent?.kind != .prefixExpr
        }
    }

    /// The condition of an `#if`/`#elseif` clause (nil for `#else`).
    static func condition(of clause: Node) -> Node? {
        clause.firstChild.flatMap { isIfConfigCondition($0, in: clause) ? $0 : nil }
    }

    /// Whether the elements of `clause` are compiled on `platform`: its own condition holds and
    /// every earlier clause's does not.
    static func isActive(_ clause: Node, on platform: Platform) -> Truth {
        guard let block = clause.parent else { return .unknown }
        var truth: Truth = .yes
        for other in block.children(.ifConfigClause) {
            let holds = condition(of: other).map { evaluate($0, on: platform) } ?? .yes
            if other == clause { return truth && holds }
            truth = truth && !holds
        }
        return .unknown
    }
}
