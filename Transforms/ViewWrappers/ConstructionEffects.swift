import MigrationKit

/// Follows constructions through the project's initializers to the first side effect that
/// creating a value runs: its type's stored property values, the `init` its arguments select
/// (or every `init` when none fits the labels), the `init`s it delegates to, and the project
/// types those construct in turn.
struct ConstructionEffects {
    let initializers: [String: TypeInitializers]
    let types: TypeIndex

    /// A sentence part naming the first side effect of `effects` (evaluated as `context`) or of
    /// the constructions it makes: "`Model.init` calls `load()` at Model.swift:12:9".
    func firstEffect(of effects: CodeEffects, context: String) -> String? {
        var visited = Set<Visit>()
        return firstEffect(of: effects, context: context, owner: nil, visited: &visited)
    }

    /// One type's initializer looked at for one call shape (its labels, `_` for none, and
    /// trailing closures), so that each is followed once.
    private struct Visit: Hashable {
        var type: String
        var labels: [String]
        var trailingClosures: Int
    }

    /// `context` is built only for the effect found (most calls find none).
    private func firstEffect(of effects: CodeEffects, context: @autoclosure () -> String, owner: String?, visited: inout Set<Visit>) -> String? {
        if let effect = effects.effect { return "\(context()) \(effect.what) at \(effect.place)" }
        for construction in effects.constructions {
            let type: String?
            switch construction.target {
            case .type(let name): type = name
            case .selfInit: type = owner
            case .superInit: type = owner.flatMap(superclass)
            }
            if let type = type, let found = firstEffect(constructing: type, construction, visited: &visited) { return found }
        }
        return nil
    }

    private func firstEffect(constructing type: String, _ construction: Construction, visited: inout Set<Visit>) -> String? {
        guard let facts = initializers[type], visited.count < 64,
              visited.insert(Visit(type: type, labels: construction.labels.map { $0 ?? "_" }, trailingClosures: construction.trailingClosures)).inserted else { return nil }
        if construction.target != .selfInit,
           let found = firstEffect(of: facts.storedValues, context: "a stored property's initial value of `\(type)`", owner: type, visited: &visited) {
            return found
        }
        guard !facts.initializers.isEmpty else {
            // No `init` of its own: the superclass's (inherited) ones run.
            guard let parent = superclass(of: type) else { return nil }
            return firstEffect(constructing: parent, Construction(target: .type(parent), labels: construction.labels, trailingClosures: construction.trailingClosures), visited: &visited)
        }
        let fitting = facts.initializers.filter { $0.accepts(labels: construction.labels, trailingClosures: construction.trailingClosures) }
        for initializer in fitting.isEmpty ? facts.initializers : fitting {
            if let found = firstEffect(of: initializer.effects, context: "`\(type).init`", owner: type, visited: &visited) { return found }
        }
        return nil
    }

    private func superclass(of type: String) -> String? { types.classLineage(of: type).dropFirst().first }
}
