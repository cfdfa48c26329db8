import MigrationKit

/// A side effect found for a warning, with whose code runs it.
struct FoundEffect: Equatable {
    var effect: SideEffect
    /// "`Model.init`", "a stored property's initial value of `Model`"; nil for the code looked
    /// at itself.
    var runner: String?

    var significance: EffectSignificance { effect.significance }

    /// "`Model.init` starts a `Task` (Model.swift:12:9)".
    var description: String { "\(runner ?? "it") \(effect.what) (\(effect.place))" }
}

/// Follows constructions through the project's initializers to the most significant side
/// effect that creating a value runs (`EffectSignificance`; among equals, the first to run).
/// What runs: the type's stored property values (with any designated `init`), then the `init`
/// the call's labels select among the type's own (preferring one that takes exactly the
/// arguments given), or the synthesized or inherited one when none of its own fits; the
/// `init`s that one delegates to (`self.init`, `super.init`, the implicit `super.init()` at the
/// end of a designated `init` of a subclass), and the project types they construct in turn.
/// Constructed types are looked up where the code is written; each type a name that cannot be
/// placed may mean is followed.
struct ConstructionEffects {
    /// By type path (`TypeIndexer.path(of:)`).
    let initializers: [String: TypeInitializers]
    let types: TypeIndex

    /// The most significant side effect of code with `effects`, written in the declaration at
    /// path `scope`, itself or through the constructions it makes; `.init(…)` in it builds
    /// `contextualType`.
    func mostSignificant(in effects: CodeEffects, scope: String?, contextualType: TypeIdentity?) -> FoundEffect? {
        var visited = Set<Visit>()
        return mostSignificant(in: effects, owner: nil, scope: scope, contextualType: contextualType, visited: &visited)
    }

    /// One type's initializer looked at for one call shape (its labels, `_` for none, and
    /// trailing closures), so that each is followed once.
    private struct Visit: Hashable {
        var type: TypeIdentity
        var labels: [String?]
        var trailingClosures: Int
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

    /// Within one piece of code, its own effect and its constructions in source order.
    private func mostSignificant(in effects: CodeEffects, owner: TypeIdentity?, scope: String?, contextualType: TypeIdentity?,
                                 visited: inout Set<Visit>) -> FoundEffect? {
        var strongest = Strongest()
        var ownEffect = effects.effect
        for construction in effects.constructions where !strongest.isFinal {
            if let effect = ownEffect, effect.place < construction.place {
                strongest.consider(FoundEffect(effect: effect, runner: nil))
                ownEffect = nil
                if strongest.isFinal { break }
            }
            let constructed: [TypeIdentity]
            switch construction.target {
            case .type(let name): constructed = types.lookUp(name, in: scope).possibleTypes
            case .selfInit: constructed = owner.map { [$0] } ?? []
            case .superInit: constructed = owner.flatMap(superclass).map { [$0] } ?? []
            case .contextualType: constructed = contextualType.map { [$0] } ?? []
            }
            for type in constructed { strongest.consider(mostSignificant(constructing: type, construction, visited: &visited)) }
        }
        if let effect = ownEffect { strongest.consider(FoundEffect(effect: effect, runner: nil)) }
        return strongest.found
    }

    private func mostSignificant(constructing type: TypeIdentity, _ construction: Construction, visited: inout Set<Visit>) -> FoundEffect? {
        guard let facts = initializers[type.qualifiedName], visited.count < 64,
              visited.insert(Visit(type: type, labels: construction.labels, trailingClosures: construction.trailingClosures)).inserted else { return nil }
        var strongest = Strongest()
        if construction.target != .selfInit {
            // Counted once, for the outermost construction: a delegating `init` runs them once.
            strongest.consider(mostSignificant(in: facts.storedValues, owner: type, scope: type.qualifiedName, contextualType: nil, visited: &visited)
                .map { $0.ran(by: "a stored property's initial value of `\(types.displayName(of: type))`") })
        }
        switch selection(for: construction, of: type, facts) {
        case .own(let chosen):
            // Several when the labels cannot tell them apart: the strongest of them (by place among equals, whatever the index's order).
            var best: FoundEffect?
            for initializer in chosen {
                guard let found = mostSignificant(running: initializer, of: type, construction, visited: &visited) else { continue }
                if best.map({ found.effect.outranks($0.effect) }) ?? true { best = found }
            }
            strongest.consider(best)
        case .synthesized:
            if let parent = superclass(of: type) {
                let inherited = Construction(.type(parent.qualifiedName), labels: construction.labels, trailingClosures: construction.trailingClosures, place: construction.place)
                strongest.consider(mostSignificant(constructing: parent, inherited, visited: &visited))
            }
        }
        return strongest.found
    }

    /// What running `initializer` of `type` runs: its body, then the implicit `super.init()`.
    private func mostSignificant(running initializer: InitializerSummary, of type: TypeIdentity, _ construction: Construction, visited: inout Set<Visit>) -> FoundEffect? {
        var strongest = Strongest()
        strongest.consider(mostSignificant(in: initializer.effects, owner: type, scope: type.qualifiedName, contextualType: nil, visited: &visited)
            .map { $0.ran(by: "`\(types.displayName(of: type)).init`") })
        if !strongest.isFinal, !initializer.effects.delegates, initializer.isDesignatedInDeclaration, let parent = superclass(of: type) {
            strongest.consider(mostSignificant(constructing: parent, implicitSuperInit(construction), visited: &visited))
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
