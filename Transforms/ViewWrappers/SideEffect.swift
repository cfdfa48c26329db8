import MigrationKit
import SwiftCST

/// How much a side effect matters to someone reading a warning about it, least first. A
/// warning names the most significant side effect that creating a value runs, and among
/// equals the first to run.
enum EffectSignificance: Int, Comparable, Sendable {
    /// Any other call of a function or method, an `await`, a closure called on the spot.
    case call
    /// A singleton read (`X.shared`, `.default`, `.standard`, `.current`, `.main`, ...): shared
    /// state is touched, and may be created.
    case singleton
    /// Work that goes on, or reaches out, after the code returns: a `Task`, a timer, work
    /// dispatched to a queue, a notification posted, an observer or subscription, a network
    /// request or other I/O started (`resume()`, `start…()`, `connect()`, `dataTask(…)`, ...).
    case startsWork

    static func < (a: EffectSignificance, b: EffectSignificance) -> Bool { a.rawValue < b.rawValue }
}

/// Something that running a piece of code does beyond computing values and assigning stored
/// properties: a call of a function or method, a `Task`, a subscription, a singleton touched.
struct SideEffect: Sendable, Equatable {
    /// "calls `load()`", "starts a `Task`", "subscribes with `sink`", "touches the singleton `Store.shared`".
    var what: String
    var place: Site
    var significance: EffectSignificance

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

/// What running some code does, read off its syntax (see `SideEffectScanner`).
struct CodeEffects: Sendable, Equatable {
    /// The most significant side effect, the first in source order among equals.
    var effect: SideEffect?
    /// Initializers it calls whose effects are looked up in the project, in source order; a
    /// scan stops at the first `startsWork` effect, so only those before it (nothing after it
    /// could be named instead).
    var constructions: [Construction] = []

    /// True when nothing in it runs code or creates a project type.
    var isEmpty: Bool { effect == nil && constructions.isEmpty }

    /// Adds `other` (more code of the same kind: the stored property values of a type, in
    /// several files); among equally significant effects the first in source order is kept.
    mutating func add(_ other: CodeEffects) {
        if let theirs = other.effect, effect.map({ theirs.outranks($0) }) ?? true { effect = theirs }
        let inOrder = constructions.last.map { last in other.constructions.first.map { last.place <= $0.place } ?? true } ?? true
        constructions.appendAll(other.constructions)
        // In source order whatever order the files' indexes are merged in.
        if !inOrder { constructions.sort { $0.place < $1.place } }
    }

    /// True when the code (an `init` body) calls `self.init` or `super.init`, as far as it was read.
    var delegates: Bool { constructions.contains { $0.target == .selfInit || $0.target == .superInit } }
}
