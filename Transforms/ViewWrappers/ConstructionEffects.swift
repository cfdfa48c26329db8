import MigrationKit

/// A side effect found for a warning, with whose code runs it.
struct FoundEffect: Equatable {
    var effect: SideEffect
    /// "`Model.init`", "a stored property's initial value of `Model`"; nil for the code looked
    /// at itself.
    var runner: String?

    var significance: EffectSignificance { effect.significance }

    /// "`Model.init` starts a `Task` (Model.swift:12:9)".
    var description: String { "\(runner ?? "it") \(effect.chain) (\(effect.place))" }
}

/// Follows constructions through the project's initializers to the most significant side
/// effect that creating a value runs (`EffectSignificance`; among equals, the first to run).
/// What runs: the type's stored property values (with any designated `init`), then the `init`
/// the call's labels select among the type's own (preferring one that takes exactly the
/// arguments given), or the synthesized or inherited one when none of its own fits; the
/// `init`s that one delegates to (`self.init`, `super.init`, the implicit `super.init()` at the
/// end of a designated `init` of a subclass), and the project types they construct in turn.
/// Calls of project functions count as their bodies, followed `functionDepth` levels deep (a
/// deeper call, or one no project function answers, is a call); a singleton-like static read
/// counts only when the project declares that member computed. The object's own construction
/// (`Construction.isObjectCreation`) by an initializer the project does not declare is a call.
/// Constructed types are looked up where the code is written; each type a name that cannot be
/// placed may mean is followed.
struct ConstructionEffects {
    /// By type path (`TypeIndexer.path(of:)`).
    let initializers: [String: TypeInitializers]
    /// By the path of the type declaring them (`TypeIndexer.path(of:)`; "" for top-level functions).
    let functions: [String: [FunctionSummary]]
    let types: TypeIndex

    /// How many levels of project function bodies a call is followed through.
    static let functionDepth = 2

    /// The most significant side effect of code with `effects`, written in the declaration at
    /// path `scope`, itself or through the constructions it makes; `.init(…)` in it builds
    /// `contextualType`.
    func mostSignificant(in effects: CodeEffects, scope: String?, contextualType: TypeIdentity?) -> FoundEffect? {
        var walk = Walk()
        return mostSignificant(in: effects, owner: scope.map { TypeIdentity($0) }, scope: scope, contextualType: contextualType, walk: &walk)
    }

    /// The most significant side effect that releasing an instance of `type` runs: its
    /// `deinit`'s, or its superclasses' (which run after it).
    func discardEffect(of type: TypeIdentity) -> FoundEffect? {
        var walk = Walk()
        var strongest = Strongest()
        for ancestor in types.classLineage(of: type) where !strongest.isFinal {
            guard let deinitializer = initializers[ancestor.qualifiedName]?.deinitializer else { continue }
            strongest.consider(mostSignificant(in: deinitializer, owner: ancestor, scope: ancestor.qualifiedName, contextualType: nil, walk: &walk)
                .map { $0.ran(by: "`\(types.displayName(of: ancestor)).deinit`") })
        }
        return strongest.found
    }

    /// One type's initializer looked at for one call shape (its labels, `_` for none, and
    /// trailing closures), so that each is followed once.
    private struct Visit: Hashable {
        var type: TypeIdentity
        var labels: [String?]
        var trailingClosures: Int
    }

    /// One project function followed with so many levels left.
    private struct FunctionVisit: Hashable {
        var owner: String
        var position: Int
        var levelsLeft: Int
    }

    /// What one search has seen: the initializers followed, and each function's effect (memoised:
    /// each function is read once per level, so the search stays linear).
    private struct Walk {
        var visited = Set<Visit>()
        var functions: [FunctionVisit: FoundEffect?] = [:]
        /// Levels of function bodies left below the code being read.
        var levelsLeft = ConstructionEffects.functionDepth
    }

    /// The effects found so far in the order the code runs: a later one replaces the one kept
    /// only when it is more significant.
    private struct Strongest {
        var found: FoundEffect?

        var isFinal: Bool { found?.significance == .startsWork }

        mutating func consider(_ candidate: FoundEffect?) {
            guard let candidate = candidate else { return }
            if found.map({ candidate.significance > $0.significance }) ?? true { found = candidate }
        }
    }

    /// Code whose effect is looked up in the project, in the order it runs.
    private enum Deferred {
        case construction(Construction)
        case call(FunctionCall)
        case read(StaticRead)

        var place: Site {
            switch self {
            case .construction(let construction): return construction.place
            case .call(let call): return call.place
            case .read(let read): return read.place
            }
        }
    }

    /// Within one piece of code, its own effect and what it defers, in source order.
    private func mostSignificant(in effects: CodeEffects, owner: TypeIdentity?, scope: String?, contextualType: TypeIdentity?,
                                 walk: inout Walk) -> FoundEffect? {
        var strongest = Strongest()
        var ownEffect = effects.effect
        var deferred = effects.constructions.map(Deferred.construction)
        if !effects.calls.isEmpty || !effects.staticReads.isEmpty {
            deferred += effects.calls.map(Deferred.call) + effects.staticReads.map(Deferred.read)
            deferred.sort { $0.place < $1.place }
        }
        for item in deferred where !strongest.isFinal {
            if let effect = ownEffect, effect.place < item.place {
                strongest.consider(FoundEffect(effect: effect, runner: nil))
                ownEffect = nil
                if strongest.isFinal { break }
            }
            switch item {
            case .construction(let construction):
                let constructed: [TypeIdentity]
                switch construction.target {
                case .type(let name): constructed = types.lookUp(name, in: scope).possibleTypes
                case .selfInit: constructed = owner.map { [$0] } ?? []
                case .superInit: constructed = owner.flatMap(superclass).map { [$0] } ?? []
                case .contextualType: constructed = contextualType.map { [$0] } ?? []
                }
                for type in constructed {
                    if construction.isObjectCreation, let unseen = unseenInitializer(of: type, construction) {
                        strongest.consider(unseen)
                    } else {
                        strongest.consider(mostSignificant(constructing: type, construction, walk: &walk))
                    }
                }
            case .call(let call):
                strongest.consider(effect(of: call, owner: owner, scope: scope, walk: &walk))
            case .read(let read):
                strongest.consider(effect(of: read, scope: scope, contextualType: contextualType))
            }
        }
        if let effect = ownEffect { strongest.consider(FoundEffect(effect: effect, runner: nil)) }
        return strongest.found
    }

    // MARK: Functions and static reads

    /// What a call runs: the strongest effect of the project functions it may call (none when
    /// their bodies do nothing), or the call itself when none answers it or it is too deep.
    private func effect(of call: FunctionCall, owner: TypeIdentity?, scope: String?, walk: inout Walk) -> FoundEffect? {
        let fallback = FoundEffect(effect: call.fallback, runner: nil)
        let candidates = functions(answering: call, owner: owner, scope: scope)
        guard !candidates.isEmpty else { return fallback }
        guard walk.levelsLeft > 0 else { return fallback }
        var best: FoundEffect?
        for (declaring, position) in candidates {
            let key = FunctionVisit(owner: declaring, position: position, levelsLeft: walk.levelsLeft)
            let found: FoundEffect?
            if let known = walk.functions[key] {
                found = known
            } else {
                // Marked first: a function that calls itself reads as a plain call there.
                walk.functions[key] = .some(fallback)
                let summary = functions[declaring]![position]
                walk.levelsLeft -= 1
                let declaringType = declaring.isEmpty ? nil : TypeIdentity(declaring)
                found = mostSignificant(in: summary.effects, owner: declaringType, scope: declaringType?.qualifiedName, contextualType: nil, walk: &walk)
                walk.levelsLeft += 1
                walk.functions[key] = .some(found)
            }
            guard let inner = found else { continue }
            if best.map({ inner.effect.outranks($0.effect) }) ?? true { best = inner }
        }
        return best.map { inner in
            var effect = inner.effect
            effect.through = [call.fallback.what] + (inner.runner.map { ["runs \($0)"] } ?? []) + effect.through
            return FoundEffect(effect: effect, runner: nil)
        }
    }

    /// The project functions `call` may call, by the path of their type and position there.
    private func functions(answering call: FunctionCall, owner: TypeIdentity?, scope: String?) -> [(String, Int)] {
        var owners: [String] = []
        switch call.receiver {
        case .implicit, .selfValue:
            if let owner = owner { owners = types.classLineage(of: owner).map(\.qualifiedName) }
        case .type(let name):
            owners = types.lookUp(name, in: scope).possibleTypes.map(\.qualifiedName)
        }
        for declaring in owners {
            let found = matches(call, in: declaring)
            if !found.isEmpty { return found }
        }
        return call.receiver == .implicit ? matches(call, in: "") : []
    }

    private func matches(_ call: FunctionCall, in declaring: String) -> [(String, Int)] {
        guard let declared = functions[declaring] else { return [] }
        return declared.indices.filter { declared[$0].name == call.name && declared[$0].accepts(labels: call.labels, trailingClosures: call.trailingClosures) }
            .map { (declaring, $0) }
    }

    /// A static member read named like a singleton: a side effect only when the project declares
    /// that member computed (its getter runs on every read); a stored one was made once.
    private func effect(of read: StaticRead, scope: String?, contextualType: TypeIdentity?) -> FoundEffect? {
        let candidates = read.type.map { types.lookUp($0, in: scope).possibleTypes } ?? contextualType.map { [$0] } ?? []
        for type in candidates {
            for ancestor in types.classLineage(of: type) {
                guard let member = types.members(of: ancestor).first(where: { $0.kind == .variable && $0.isStatic && $0.name == read.member }) else { continue }
                guard member.isComputed else { return nil }
                let spelled = (read.type ?? "") + "." + read.member
                return FoundEffect(effect: SideEffect(what: "reads the computed `\(spelled)`", place: read.place, significance: .singleton), runner: nil)
            }
        }
        return nil
    }

    // MARK: Initializers

    private func mostSignificant(constructing type: TypeIdentity, _ construction: Construction, walk: inout Walk) -> FoundEffect? {
        guard let facts = initializers[type.qualifiedName], walk.visited.count < 64,
              walk.visited.insert(Visit(type: type, labels: construction.labels, trailingClosures: construction.trailingClosures)).inserted else { return nil }
        var strongest = Strongest()
        if construction.target != .selfInit {
            // Counted once, for the outermost construction: a delegating `init` runs them once.
            strongest.consider(mostSignificant(in: facts.storedValues, owner: type, scope: type.qualifiedName, contextualType: nil, walk: &walk)
                .map { $0.ran(by: "a stored property's initial value of `\(types.displayName(of: type))`") })
        }
        switch selection(for: construction, of: type, facts) {
        case .own(let chosen):
            // Several when the labels cannot tell them apart: the strongest of them (by place among equals, whatever the index's order).
            var best: FoundEffect?
            for initializer in chosen {
                guard let found = mostSignificant(running: initializer, of: type, construction, walk: &walk) else { continue }
                if best.map({ found.effect.outranks($0.effect) }) ?? true { best = found }
            }
            strongest.consider(best)
        case .synthesized:
            if let parent = superclass(of: type) {
                let inherited = Construction(.type(parent.qualifiedName), labels: construction.labels, trailingClosures: construction.trailingClosures, place: construction.place)
                strongest.consider(mostSignificant(constructing: parent, inherited, walk: &walk))
            }
        }
        return strongest.found
    }

    /// The object's own creation by an initializer of `type` the project does not declare (the
    /// type is another module's, and no extension of it here declares an `init` the call fits):
    /// a call the tool cannot see into. Nil when the project declares what runs.
    private func unseenInitializer(of type: TypeIdentity, _ construction: Construction) -> FoundEffect? {
        guard types.primaryDeclarations(of: type).isEmpty,
              !(initializers[type.qualifiedName]?.initializers.contains { $0.accepts(labels: construction.labels, trailingClosures: construction.trailingClosures) } ?? false)
        else { return nil }
        let effect = SideEffect(what: "runs `\(types.displayName(of: type)).init`, declared outside the project", place: construction.place, significance: .call)
        return FoundEffect(effect: effect, runner: nil)
    }

    /// What running `initializer` of `type` runs: its body, then the implicit `super.init()`.
    private func mostSignificant(running initializer: InitializerSummary, of type: TypeIdentity, _ construction: Construction, walk: inout Walk) -> FoundEffect? {
        var strongest = Strongest()
        strongest.consider(mostSignificant(in: initializer.effects, owner: type, scope: type.qualifiedName, contextualType: nil, walk: &walk)
            .map { $0.ran(by: "`\(types.displayName(of: type)).init`") })
        if !strongest.isFinal, !initializer.effects.delegates, initializer.isDesignatedInDeclaration, let parent = superclass(of: type) {
            strongest.consider(mostSignificant(constructing: parent, implicitSuperInit(construction), walk: &walk))
        }
        return strongest.found
    }

    /// Which `init`s of `type` a construction runs.
    private enum Selection {
        /// Some of its own: those the labels select (several when they cannot be told apart).
        case own([InitializerSummary])
        /// A synthesized one: the default or memberwise `init`, or one inherited from the superclass.
        case synthesized
    }

    private func selection(for construction: Construction, of type: TypeIdentity, _ facts: TypeInitializers) -> Selection {
        let fitting = facts.initializers.filter { $0.accepts(labels: construction.labels, trailingClosures: construction.trailingClosures) }
        if !fitting.isEmpty {
            let arguments = construction.labels.count + construction.trailingClosures
            let exact = fitting.filter { $0.parameters.count == arguments }
            return .own(exact.isEmpty ? fitting : exact)
        }
        if !facts.initializers.contains(where: \.isDesignatedInDeclaration) { return .synthesized }
        // Its own `init`s replace the synthesized ones, yet none fits the labels as read: every
        // one may run.
        return .own(facts.initializers)
    }

    /// `super.init()`, which a designated `init` of a subclass calls at its end when it calls no other.
    private func implicitSuperInit(_ construction: Construction) -> Construction {
        Construction(.superInit, labels: [], trailingClosures: 0, place: construction.place)
    }

    private func superclass(of type: TypeIdentity) -> TypeIdentity? { types.classLineage(of: type).dropFirst().first }
}

extension FoundEffect {
    /// This effect, run by `runner` unless the code that runs it was named already.
    func ran(by runner: String) -> FoundEffect {
        var copy = self
        if copy.runner == nil { copy.runner = runner }
        return copy
    }
}
