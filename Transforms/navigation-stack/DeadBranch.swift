import MigrationKit
import SwiftCST

/// A branch that never runs at the file's deployment target: the `else` of `if #available(iOS 16,
/// *)` or of `guard #available(...)`, or the body of `if #unavailable(iOS 16)`, when every OS the
/// file is built for has a minimum at or above the versions named. The fallback written for
/// older systems is dead code; rewriting it changes nothing, so it is left as written.
enum DeadBranch {
    /// The availability condition (`#available(iOS 16, macOS 13, *)`) that makes a branch
    /// holding `node` dead at `target`, or nil when every branch around it may run.
    static func condition(around node: Node, target: DeploymentTarget) -> String? {
        var child = node
        while let parent = child.parent, !parent.isDeclarationBoundary {
            if parent.kind == .ifExpr || parent.kind == .guardStmt, let condition = deadCondition(of: parent, branch: child, target: target) {
                return condition
            }
            child = parent
        }
        return nil
    }

    /// The condition of `statement` that makes its `branch` (a child: a code block, or the
    /// `if` after `else`) dead, if any.
    private static func deadCondition(of statement: Node, branch: Node, target: DeploymentTarget) -> String? {
        let conditions = statement.children(.macroExpansion).filter { check(of: $0).map(checks.contains) ?? false }
        let blocks = statement.children.filter { $0.kind == .codeBlock || $0.kind == .ifExpr }
        guard let position = blocks.firstIndex(of: branch) else { return nil }
        // An `if`: the first block runs when the conditions hold, what follows `else` when not.
        // A `guard`: its only block runs when they do not hold.
        let runsWhenConditionsHold = statement.kind == .ifExpr && position == 0
        if runsWhenConditionsHold {
            // Dead when one `#unavailable` never holds.
            return conditions.first { check(of: $0) == "#unavailable" && alwaysAvailable($0, target: target) }.map(display)
        }
        // Dead when every condition always holds: all are `#available` checks that do.
        let others = statement.children.filter { $0.kind != .codeBlock && $0.kind != .ifExpr && $0.kind != .macroExpansion }
        guard !conditions.isEmpty, others.isEmpty, conditions.allSatisfy({ check(of: $0) == "#available" && alwaysAvailable($0, target: target) }) else {
            return nil
        }
        return conditions.map(display).joined(separator: ", ")
    }

    /// `#available(iOS 16, macOS 13, *)`, however it is spaced or broken into lines.
    private static func display(_ expansion: Node) -> String {
        let tree = expansion.tree
        let specs = expansion.child(.attributeArguments).map { arguments in
            arguments.tokenRange.dropFirst().dropLast().split { tree.tokens[$0].kind == .comma }
                .map { $0.map(tree.text).joined(separator: " ") }.joined(separator: ", ")
        }
        return (check(of: expansion) ?? "") + "(" + (specs ?? "") + ")"
    }

    private static let checks: Set<String> = ["#available", "#unavailable"]

    private static func check(of expansion: Node) -> String? { expansion.keyToken.map(expansion.tree.text) }

    /// True when the versions `expansion` names (`(iOS 16, macOS 13, *)`) are at or below the
    /// minimum of every OS `target` builds for.
    private static func alwaysAvailable(_ expansion: Node, target: DeploymentTarget) -> Bool {
        guard let arguments = expansion.child(.attributeArguments), let specs = specs(arguments) else { return false }
        return !target.minimums.isEmpty && target.minimums.allSatisfy { system, minimum in
            guard let version = specs.versions[system] else { return specs.otherwise }
            return version <= minimum.version
        }
    }

    /// `(iOS 16, macOS 13.1, *)` read: a version per OS, and whether `*` covers the others.
    /// Nil for what cannot be read (a platform name it does not know, a spec it cannot parse).
    private static func specs(_ arguments: Node) -> (versions: [OperatingSystem: OSVersion], otherwise: Bool)? {
        let tree = arguments.tree
        let inner = arguments.tokenRange.dropFirst().dropLast()
        var versions: [OperatingSystem: OSVersion] = [:]
        var otherwise = false
        var spec: [String] = []
        for token in Array(inner) + [-1] {
            if token >= 0 && tree.tokens[token].kind != .comma {
                spec.append(tree.text(token))
                continue
            }
            if spec == ["*"] {
                otherwise = true
            } else if spec.count == 2, let name = systemNames[spec[0]], let version = OSVersion(spec[1]) {
                // Of two names for one OS (`iOS 16, iOSApplicationExtension 17`), the higher version counts.
                versions[name] = max(version, versions[name] ?? version)
            } else {
                return nil
            }
            spec = []
        }
        return (versions, otherwise)
    }

    /// Mac Catalyst runs iOS code, with a version scheme of its own: a spec for it is not read.
    private static let systemNames: [String: OperatingSystem] = [
        "iOS": .iOS, "iOSApplicationExtension": .iOS, "macOS": .macOS, "macOSApplicationExtension": .macOS, "OSX": .macOS,
        "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS, "xrOS": .visionOS,
    ]
}
