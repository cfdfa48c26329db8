import MigrationKit
import SwiftCST

/// Reads what an initializer body, a function body or an initial value does. The rule, decided
/// from the tree alone:
/// - pure: literals, names, member reads, operators, key paths, closures (defining one runs
///   nothing), assignments, `if`/`guard`/`switch`/loops over pure parts, `fatalError`-style
///   checks and `min`/`max`/`abs`, methods of values that only compute (`map`, `flatMap`,
///   `filter`, `sorted`, `decode`, ...), cleanups (`cancel()`, `invalidate()`,
///   `removeObserver(…)`) and logging (`print`, `logger.debug(…)`);
/// - a construction `Type(…)`/`Type.init(…)` is pure itself; when `Type` is declared in the
///   project its initializer's effects count (looked up in `ConstructionEffects`); so is
///   `.name(…)` (an enum case with a payload, or a factory of the contextual type); but
///   `Data(contentsOf:)` and its kin read a file;
/// - a call of a function that may be the project's (`load()`, `self.load()`, `Logger.app()`)
///   counts as what that function's body does (`FunctionCall`, looked up in `ConstructionEffects`);
/// - a singleton-like static member read (`X.shared`, `.default`, `.standard`, `.current`,
///   `.main`, `.instance`) is a `StaticRead`: a side effect only when the project declares it computed;
/// - a side effect: any other call (`store.fetch()`, `Timer.scheduledTimer(…)`),
///   `Task { }`/`Task.detached`, subscriptions (`sink`, `assign`, `addObserver`, …), `await`,
///   and a closure called on the spot. Each is ranked by `EffectSignificance`;
/// - with `countingTries` (a state object's value, evaluated again by `@State`): a `try`,
///   `try?` or `try!` is a side effect too, a `.call`: what it marks may throw (and trap).
enum SideEffectScanner {
    static let singletonNames: Set<String> = ["shared", "sharedInstance", "default", "standard", "current", "main", "instance"]
    static let subscribingNames: Set<String> = ["sink", "assign", "subscribe", "receive", "addObserver", "observe", "onReceive"]
    static let pureFunctions: Set<String> = ["fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "min", "max", "abs",
                                             "print", "debugPrint", "dump", "NSLog", "zip", "stride", "repeatElement", "type"]
    /// Methods that compute a value from their receiver (or change a value in place), look a
    /// value up (`Bundle.main.url(forResource:…)`, `defaults.bool(forKey:)`), clean up, or log:
    /// calling one on any value runs nothing worth a warning.
    static let pureMethods: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "sort", "reversed", "joined", "split", "contains", "first", "last",
        "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "allSatisfy", "forEach", "min", "max",
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "removeValue", "updateValue", "merging", "merge",
        "union", "intersection", "subtracting", "formUnion", "uppercased", "lowercased", "capitalized", "trimmingCharacters",
        "replacingOccurrences", "components", "hasPrefix", "hasSuffix", "appending", "appendingPathComponent", "appendingPathExtension",
        "deletingLastPathComponent", "formatted", "string", "date", "decode", "encode", "copy", "mutableCopy", "index", "distance",
        "addingTimeInterval", "url", "path", "object", "bool", "integer", "double", "array", "dictionary", "stringArray", "localizedString",
        "data", "secondsFromGMT", "cancel", "invalidate", "finish", "removeObserver", "debug", "info", "notice", "trace", "warning", "error", "fault", "critical",
    ]
    /// Types whose `init(contentsOf…:)` reads a file (or a URL) on the spot.
    static let fileReadingTypes: Set<String> = ["Data", "String", "NSData", "NSString", "NSDictionary", "NSArray", "NSImage", "UIImage",
                                                "FileHandle", "NSAttributedString", "AttributedString"]
    /// Calls that start work that goes on or reaches out (`EffectSignificance.startsWork`),
    /// besides `Task`s, timers, queue dispatches and subscriptions (`start…` and `request…`
    /// names count too): a request or task resumed, I/O, playback, a notification posted.
    static let startingNames: Set<String> = ["resume", "connect", "activate", "dataTask", "downloadTask", "uploadTask", "webSocketTask",
                                             "dataTaskPublisher", "request", "write", "createFile", "createDirectory", "removeItem",
                                             "moveItem", "copyItem", "play", "record", "post"]
    static let timerNames: Set<String> = ["scheduledTimer", "makeTimerSource"]
    static let dispatchNames: Set<String> = ["async", "asyncAfter"]

    /// The effects of running `node` (an expression, statement or block) in `path`.
    static func scan(_ node: Node, path: String, countingTries: Bool = false) -> CodeEffects {
        var result = CodeEffects()
        // Past the first effect that starts work nothing more is read: nothing after it is named.
        guard read(node, path: path, countingTries: countingTries, into: &result), !startsWork(result) else { return result }
        let tree = node.tree
        tree.walk(below: node.index) { index in
            let descend = read(Node(tree: tree, index: index), path: path, countingTries: countingTries, into: &result)
            return startsWork(result) ? .stop : descend ? .descend : .skipBelow
        }
        return result
    }

    private static func startsWork(_ effects: CodeEffects) -> Bool { effects.effect?.significance == .startsWork }

    /// Adds what `node` itself does to `result` (which has no `startsWork` effect yet); false
    /// when what is below it does not run.
    private static func read(_ node: Node, path: String, countingTries: Bool, into result: inout CodeEffects) -> Bool {
        switch node.kind {
        case .closureExpr, .macroExpansion:
            return false
        case .tryExpr where countingTries:
            note(SideEffect(what: tryDescription(node), place: Site(path, node), significance: .call), in: &result)
        case .awaitExpr where node.firstToken.map({ node.tree.tokenIs($0, "await") }) == true:
            note(SideEffect(what: "awaits `\(node.text)`", place: Site(path, node), significance: .call), in: &result)
        case .memberSuffix:
            if let name = node.identifierName, singletonNames.contains(name), node.nextSibling?.kind != .callSuffix,
               let base = node.previousSibling, base.kind == .identifierExpr, let type = base.identifierName, type.firstIsUppercase {
                result.staticReads.append(StaticRead(type: type, member: name, place: Site(path, node)))
            }
        case .implicitMemberExpr:
            if let name = node.identifierName, singletonNames.contains(name), node.nextSibling?.kind != .callSuffix {
                result.staticReads.append(StaticRead(type: nil, member: name, place: Site(path, node)))
            }
        case .callSuffix:
            guard let call = CallSyntax(node), call.node.parent?.kind != .macroExpansion else { break }
            switch classify(call, path: path) {
            case .pure: break
            case .construction(let construction): result.constructions.append(construction)
            case .function(let function): result.calls.append(function)
            case .effect(let what, let place, let significance):
                note(SideEffect(what: what, place: Site(path, place), significance: significance), in: &result)
            }
        default:
            break
        }
        return true
    }

    /// "may throw (`try!` traps then)": what the `try`, `try?` or `try!` of `tryExpr` runs.
    private static func tryDescription(_ tryExpr: Node) -> String {
        let tree = tryExpr.tree
        guard let keyword = tryExpr.firstToken, keyword + 1 < tryExpr.tokenRange.upperBound else { return "may throw" }
        switch tree.tokens[keyword + 1].kind {
        case .exclamation: return "may throw (`try!` traps then)"
        case .postfixQuestion: return "may throw (`try?` gives nil then)"
        default: return "may throw"
        }
    }

    /// Keeps `effect` when it is more significant than the one found before (in source order).
    private static func note(_ effect: SideEffect, in result: inout CodeEffects) {
        if result.effect.map({ effect.significance > $0.significance }) ?? true { result.effect = effect }
    }

    /// What a call is to the scan.
    private enum CallKind {
        case pure
        case construction(Construction)
        case function(FunctionCall)
        case effect(String, Node, EffectSignificance)
    }

    private static func classify(_ call: CallSyntax, path: String) -> CallKind {
        guard let element = call.calledElement else { return .pure }
        let anchor = element.kind == .memberSuffix ? element : call.node
        if element.kind == .closureExpr { return .effect("calls a closure on the spot", call.node, .call) }
        // `[Item]()`, and `.case(payload)` / `.make(…)` (an enum case or a factory of the contextual type).
        if element.kind == .arrayExpr || element.kind == .dictionaryExpr || element.kind == .implicitMemberExpr { return .pure }
        let primary = call.chain?.primary
        if primary?.isIdentifier("Task") == true { return .effect("starts a `Task`", anchor, .startsWork) }
        guard let name = call.calledName else { return .effect("calls `\(call.chain?.node.text ?? "a function")`", call.node, .call) }
        if name == "init" {
            let before = element.kind == .memberSuffix ? element.previousSibling : nil
            if before?.isIdentifier("self") == true { return .construction(Construction(.selfInit, call, path: path)) }
            if before?.isIdentifier("super") == true { return .construction(Construction(.superInit, call, path: path)) }
            if let type = before?.identifierName, type.firstIsUppercase { return .construction(Construction(.type(type), call, path: path)) }
            return .pure
        }
        if name.firstIsUppercase {
            if fileReadingTypes.contains(name), call.arguments.first?.label?.hasPrefix("contentsOf") == true {
                return .effect("reads a file with `\(name)(\(call.arguments.first!.label!):)`", call.node, .startsWork)
            }
            // `SPUStandardUpdaterController(startingUpdater: true, …)`: an object told to start at once.
            if let start = call.arguments.first(where: { ($0.label.map { hasVerbPrefix($0, "starting") || hasVerbPrefix($0, "start") } ?? false)
                && $0.expression?.text == "true" }) {
                return .effect("starts `\(name)(\(start.label!):)`", call.node, .startsWork)
            }
            return .construction(Construction(.type(name), call, path: path))
        }
        if element.kind == .identifierExpr ? pureFunctions.contains(name) : pureMethods.contains(name) || isCleanup(name) { return .pure }
        let significance = significance(of: name, primary: primary)
        let effect = SideEffect(what: describe(call, named: name, primary: primary), place: Site(path, anchor), significance: significance)
        if significance == .call, let receiver = functionReceiver(of: element) {
            let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
            return .function(FunctionCall(receiver: receiver, name: name, labels: call.arguments.map(\.label), trailingClosures: trailing, fallback: effect))
        }
        return .effect(effect.what, anchor, significance)
    }

    /// Where a called function may be declared in the project: `load()` in the enclosing type
    /// or at the top level, `self.load()` in the enclosing type, `Logger.app()` in `Logger`;
    /// nil for a method of another value (whose type the tree does not tell).
    private static func functionReceiver(of element: Node) -> FunctionCall.Receiver? {
        if element.kind == .identifierExpr { return .implicit }
        guard element.kind == .memberSuffix, let before = element.previousSibling, before.kind == .identifierExpr,
              before.previousSibling == nil, let base = before.identifierName else { return nil }
        if base == "self" { return .selfValue }
        return base.firstIsUppercase ? .type(base) : nil
    }

    /// How significant calling `name` (on a chain starting at `primary`) is.
    private static func significance(of name: String, primary: Node?) -> EffectSignificance {
        if subscribes(name) || timerNames.contains(name) || dispatchNames.contains(name) || startingNames.contains(name)
            || isTimerPublisher(name, primary: primary) || hasVerbPrefix(name, "start") || hasVerbPrefix(name, "request") {
            return .startsWork
        }
        return .call
    }

    /// "starts a `Timer`", "subscribes with `sink`", "calls `load(…)`".
    private static func describe(_ call: CallSyntax, named name: String, primary: Node?) -> String {
        if name == "scheduledTimer" || isTimerPublisher(name, primary: primary) { return "starts a `Timer`" }
        if subscribes(name) { return "subscribes with `\(name)`" }
        if timerNames.contains(name) || dispatchNames.contains(name) { return "starts work with `\(name)`" }
        let hasArguments = !call.arguments.isEmpty || call.trailingClosure != nil
        return "calls `\(name)(\(hasArguments ? "…" : ""))`"
    }

    /// `removeTimeObserver`, `removeMonitor`, `removeAllListeners`, ...: undoing a registration.
    private static func isCleanup(_ name: String) -> Bool {
        hasVerbPrefix(name, "remove") && ["Observer", "Observers", "Monitor", "Listener", "Listeners", "Handler", "Handlers"].contains { name.hasSuffix($0) }
    }

    /// `sink`, `addObserver`, `addPeriodicTimeObserver`, ...
    private static func subscribes(_ name: String) -> Bool {
        subscribingNames.contains(name) || (hasVerbPrefix(name, "add") && name.hasSuffix("Observer"))
    }

    /// `Timer.publish(every:…)`.
    private static func isTimerPublisher(_ name: String, primary: Node?) -> Bool {
        name == "publish" && primary?.isIdentifier("Timer") == true
    }

    /// `name` is `verb` or starts with `verb` and a capital: `start`, `startRunning`, not `starter`.
    private static func hasVerbPrefix(_ name: String, _ verb: String) -> Bool {
        guard name.hasPrefix(verb) else { return false }
        return name.count == verb.count || name.dropFirst(verb.count).first.map(\.isUppercase) == true
    }
}
