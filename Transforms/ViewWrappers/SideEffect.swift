import MigrationKit
import SwiftCST

/// How much a side effect matters to someone reading a warning about it, least first. A
/// warning names the most significant side effect that creating a value runs, and among
/// equals the first to run.
enum EffectSignificance: Int, Comparable, Sendable {
    /// Any other call of a function or method, an `await`, a closure called on the spot.
    case call
    /// A computed singleton of the project read (`X.shared` whose getter runs): shared state is
    /// touched, and may be created.
    case singleton
    /// Work that goes on, or reaches out, after the code returns: a `Task`, a timer, work
    /// dispatched to a queue, a notification posted, an observer or subscription, a network
    /// request or other I/O started (`resume()`, `start…()`, `connect()`, `dataTask(…)`, a file
    /// read with `Data(contentsOf:)`, ...).
    case startsWork

    static func < (a: EffectSignificance, b: EffectSignificance) -> Bool { a.rawValue < b.rawValue }
}

/// Something that running a piece of code does beyond computing values and assigning stored
/// properties: a call of a function or method, a `Task`, a subscription, a computed singleton read.
struct SideEffect: Sendable, Equatable {
    /// "calls `load()`", "starts a `Task`", "subscribes with `sink`", "reads the computed `Store.shared`".
    var what: String
    var place: Site
    var significance: EffectSignificance
    /// The project's calls the code reaches it through, outermost first: "calls `load()`",
    /// "runs `Store.init`" (empty when the code does it itself).
    var through: [String] = []

    /// The whole chain: "calls `load()`, which runs `Store.init`, which starts a `Task`".
    var chain: String { (through + [what]).joined(separator: ", which ") }

    /// The chain told by its end, for a one-line message: "(through 2 calls) starts a `Task`".
    var briefly: String { through.isEmpty ? what : "(through \(through.count) call\(through.count == 1 ? "" : "s")) \(what)" }

    /// True when a warning names this effect rather than `other`, both run by one piece of
    /// code: it is more significant, or as significant and earlier in the source.
    func outranks(_ other: SideEffect) -> Bool {
        significance != other.significance ? significance > other.significance : place < other.place
    }
}

/// A call of a type's initializer whose own effects are known only once the whole project is
/// indexed: `Service(api: api)`, `self.init(name: "")`, `super.init()`, `.init(id: 1)`.
struct Construction: Sendable, Equatable {
    /// The type whose initializer runs: a named one, the current type's (`self.init`), its
    /// superclass's (`super.init`), or the one the context gives (`.init(…)` as a property's
    /// value or an argument: the property's or parameter's type).
    enum Target: Sendable, Equatable {
        case type(String)
        case selfInit
        case superInit
        case contextualType
    }
    var target: Target
    /// Argument labels in order (nil for unlabeled arguments), trailing closures not included.
    var labels: [String?]
    var trailingClosures: Int
    /// Where the call is: constructions and side effects of one piece of code run in this order.
    var place: Site
    /// True for a state object's own construction (its value, `try` looked through): there an
    /// initializer the project does not declare is a call the tool cannot see into, a side
    /// effect. Elsewhere (arguments, the code an initializer runs: `Date()`, `URL(string:)`)
    /// another module's initializer counts as nothing.
    var isObjectCreation = false

    /// The construction `call` makes of `target`.
    init(_ target: Target, _ call: CallSyntax, path: String) {
        self.target = target
        labels = call.arguments.map(\.label)
        trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        place = Site(path, call.node)
    }

    init(_ target: Target, labels: [String?], trailingClosures: Int, place: Site) {
        self.target = target
        self.labels = labels
        self.trailingClosures = trailingClosures
        self.place = place
    }
}

/// A call of a function that may be the project's, whose effects are known only once the whole
/// project is indexed: `load()`, `self.load()`, `Logger.app()`. When no project function
/// answers it, it is `fallback`.
struct FunctionCall: Sendable, Equatable {
    /// Where the function is looked for.
    enum Receiver: Sendable, Equatable {
        /// `load()`: the enclosing type and its superclasses, then the top level.
        case implicit
        /// `self.load()`: the enclosing type and its superclasses.
        case selfValue
        /// `Logger.app()`: the type named (an extension of another module's type included).
        case type(String)
    }
    var receiver: Receiver
    var name: String
    var labels: [String?]
    var trailingClosures: Int
    /// "calls `load()`", at the call: what the call is when it is not a project function's.
    var fallback: SideEffect

    var place: Site { fallback.place }
}

/// A read of a static member named like a singleton (`Store.shared`, or `.shared` of the
/// contextual type): nothing runs when the project declares it stored (`static let shared =
/// Store()` is made once), or when another module declares it; its getter runs when the project
/// declares it computed.
struct StaticRead: Sendable, Equatable {
    /// The type as written; nil for `.shared`, which reads the contextual type's.
    var type: String?
    var member: String
    var place: Site
}

/// What running some code does, read off its syntax (see `SideEffectScanner`).
struct CodeEffects: Sendable, Equatable {
    /// The most significant side effect, the first in source order among equals.
    var effect: SideEffect?
    /// Initializers it calls whose effects are looked up in the project, in source order; a
    /// scan stops at the first `startsWork` effect, so only those before it (nothing after it
    /// could be named instead). The same for `calls` and `staticReads`.
    var constructions: [Construction] = []
    /// Calls of functions that may be the project's, in source order.
    var calls: [FunctionCall] = []
    /// Reads of singleton-like static members, in source order.
    var staticReads: [StaticRead] = []

    /// True when nothing in it runs code or creates a project type.
    var isEmpty: Bool { effect == nil && constructions.isEmpty && calls.isEmpty && staticReads.isEmpty }

    /// Adds `other` (more code of the same kind: the stored property values of a type, in
    /// several files); among equally significant effects the first in source order is kept.
    mutating func add(_ other: CodeEffects) {
        if let theirs = other.effect, effect.map({ theirs.outranks($0) }) ?? true { effect = theirs }
        Self.append(other.constructions, to: &constructions, place: \.place)
        Self.append(other.calls, to: &calls, place: \.place)
        Self.append(other.staticReads, to: &staticReads, place: \.place)
    }

    /// Appends `more` to `list`, kept in source order whatever order the files' indexes are merged in.
    private static func append<Item>(_ more: [Item], to list: inout [Item], place: KeyPath<Item, Site>) {
        let inOrder = list.last.map { last in more.first.map { last[keyPath: place] <= $0[keyPath: place] } ?? true } ?? true
        list.appendAll(more)
        if !inOrder { list.sort { $0[keyPath: place] < $1[keyPath: place] } }
    }

    /// True when the code (an `init` body) calls `self.init` or `super.init`, as far as it was read.
    var delegates: Bool { constructions.contains { $0.target == .selfInit || $0.target == .superInit } }
}
