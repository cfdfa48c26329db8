import SwiftCST

/// Something that running a piece of code does beyond computing values and assigning stored
/// properties: a call of a function or method, a `Task`, a subscription, a singleton touched.
struct SideEffect: Sendable, Equatable {
    /// "calls `load()`", "starts a `Task`", "subscribes with `sink`", "touches the singleton `Store.shared`".
    var what: String
    var place: Site
}

/// A call of a type's initializer whose own effects are known only once the whole project is
/// indexed: `Service(api: api)`, `self.init(name: "")`, `super.init()`.
struct Construction: Sendable, Equatable {
    /// The type whose initializer runs: a named one, or the current type's (`self.init`) or its superclass's (`super.init`).
    enum Target: Sendable, Equatable {
        case type(String)
        case selfInit
        case superInit
    }
    var target: Target
    /// Argument labels in order (nil for unlabeled arguments), trailing closures not included.
    var labels: [String?]
    var trailingClosures: Int
}

/// What running some code does, read off its syntax (see `SideEffectScanner`).
struct CodeEffects: Sendable, Equatable {
    /// The first side effect, in source order.
    var effect: SideEffect?
    /// Initializers it calls whose effects are looked up in the project; a scan stops at the
    /// first effect, so only those before it (the rest would not be read).
    var constructions: [Construction] = []

    mutating func add(_ other: CodeEffects) {
        if let theirs = other.effect, effect.map({ theirs.place < $0.place }) ?? true { effect = theirs }
        constructions.appendAll(other.constructions)
    }
}

/// Reads what an initializer body or an initial value does. The rule, decided from the tree
/// alone:
/// - pure: literals, names, member reads, operators, key paths, closures (defining one runs
///   nothing), assignments, `if`/`guard`/`switch`/loops over pure parts, `fatalError`-style
///   checks and `min`/`max`/`abs`;
/// - a construction `Type(…)`/`Type.init(…)`/`.init(…)` is pure itself; when `Type` is declared
///   in the project its initializer's effects count (looked up in `resolve`); so is `.name(…)`
///   (an enum case with a payload, or a factory of the contextual type);
/// - a side effect: any other call (`load()`, `store.fetch()`, `Timer.scheduledTimer(…)`),
///   `Task { }`/`Task.detached`, subscriptions (`sink`, `assign`, `addObserver`, …), reading a
///   singleton (`X.shared`, `.default`, `.standard`, `.current`, `.main`, `.instance`), `await`,
///   and a closure called on the spot.
enum SideEffectScanner {
    static let singletonNames: Set<String> = ["shared", "sharedInstance", "default", "standard", "current", "main", "instance"]
    static let subscribingNames: Set<String> = ["sink", "assign", "subscribe", "receive", "addObserver", "observe", "onReceive"]
    static let pureFunctions: Set<String> = ["fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "min", "max", "abs"]

    /// The effects of running `node` (an expression, statement or block) in `path`.
    static func scan(_ node: Node, path: String) -> CodeEffects {
        var result = CodeEffects()
        // Past the first effect nothing more is read: constructions only matter without one.
        guard read(node, path: path, into: &result), result.effect == nil else { return result }
        let tree = node.tree
        tree.walk(below: node.index) { index in
            let descend = read(Node(tree: tree, index: index), path: path, into: &result)
            return result.effect != nil ? .stop : descend ? .descend : .skipBelow
        }
        return result
    }

    /// Adds what `node` itself does to `result` (which has no effect yet); false when what is
    /// below it does not run.
    private static func read(_ node: Node, path: String, into result: inout CodeEffects) -> Bool {
        switch node.kind {
        case .closureExpr, .macroExpansion:
            return false
        case .awaitExpr where node.firstToken.map({ node.tree.tokenIs($0, "await") }) == true:
            result.effect = SideEffect(what: "awaits `\(node.text)`", place: Site(path, node))
        case .memberSuffix:
            if let name = node.identifierName, singletonNames.contains(name),
               let base = node.previousSibling?.identifierName, base.firstIsUppercase {
                result.effect = SideEffect(what: "touches the singleton `\(base).\(name)`", place: Site(path, node))
            }
        case .callSuffix:
            guard let call = CallSyntax(node), call.node.parent?.kind != .macroExpansion else { break }
            switch classify(call) {
            case .pure: break
            case .construction(let construction): result.constructions.append(construction)
            case .effect(let what, let place): result.effect = SideEffect(what: what, place: Site(path, place))
            }
        default:
            break
        }
        return true
    }

    /// What a call is to the scan.
    private enum CallKind {
        case pure
        case construction(Construction)
        case effect(String, Node)
    }

    private static func classify(_ call: CallSyntax) -> CallKind {
        guard let element = call.calledElement else { return .pure }
        let labels = call.arguments.map(\.label)
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        let anchor = element.kind == .memberSuffix ? element : call.node
        if element.kind == .closureExpr { return .effect("calls a closure on the spot", call.node) }
        // `[Item]()`, and `.case(payload)` / `.make(…)` (an enum case or a factory of the contextual type).
        if element.kind == .arrayExpr || element.kind == .dictionaryExpr || element.kind == .implicitMemberExpr { return .pure }
        if call.chain?.primary?.isIdentifier("Task") == true { return .effect("starts a `Task`", anchor) }
        guard let name = call.calledName else { return .effect("calls `\(call.chain?.node.text ?? "a function")`", call.node) }
        if name == "init" {
            let before = element.kind == .memberSuffix ? element.previousSibling : nil
            if before?.isIdentifier("self") == true {
                return .construction(Construction(target: .selfInit, labels: labels, trailingClosures: trailing))
            }
            if before?.isIdentifier("super") == true {
                return .construction(Construction(target: .superInit, labels: labels, trailingClosures: trailing))
            }
            if let type = before?.identifierName, type.firstIsUppercase {
                return .construction(Construction(target: .type(type), labels: labels, trailingClosures: trailing))
            }
            return .pure
        }
        if name.firstIsUppercase {
            return .construction(Construction(target: .type(name), labels: labels, trailingClosures: trailing))
        }
        if pureFunctions.contains(name) && element.kind == .identifierExpr { return .pure }
        if subscribingNames.contains(name) { return .effect("subscribes with `\(name)`", anchor) }
        return .effect("calls `\(name)(\(call.arguments.isEmpty && trailing == 0 ? "" : "…"))`", anchor)
    }
}
