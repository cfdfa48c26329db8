import MigrationKit

/// `state-object`'s reason to warn (or, with --strict, to refuse): a value that `@StateObject`
/// evaluated once per view identity (its `init(wrappedValue:)` takes an autoclosure, and so do
/// the memberwise `init`'s parameter for it) and that `@State` evaluates every time the view
/// is initialised, whose evaluation has a side effect. Found in:
/// - the property's `= value`, and the `x` of `_m = StateObject(wrappedValue: x)` in an `init`;
/// - the argument passed for the property to the view's memberwise `init`
///   (`DialogView(viewModel: .init(id: i))`), or to an `init` parameter declared
///   `@autoclosure` and passed on (`_m = StateObject(wrappedValue: m())`).
/// An argument for a plain parameter is evaluated by the caller with either wrapper: nothing
/// changes there. A view that is an `App` is created once, so nothing runs again.
struct RepeatedEvaluation {
    /// Where the value is written.
    enum Source {
        /// The property's `= value`, or the `x` of `_m = StateObject(wrappedValue: x)`.
        case value(InitialValue)
        /// An argument of `site`; `others` counts the other calls whose argument has a side effect too.
        case argument(InitialValue, site: ConstructionSite, others: Int)
    }

    var source: Source
    var effect: FoundEffect

    /// The most significant side effect among `record`'s values: its own first, then the calls
    /// by place; among equals, the first.
    static func find(for record: WrapperRecord, index: ProjectIndex) -> RepeatedEvaluation? {
        let owner = record.ownerIdentity(in: index.types)
        guard !(owner.map { index.types.conforms($0, to: "App") } ?? false) else { return nil }
        let facts = index[ViewWrapperFacts.self]
        let effects = ConstructionEffects(initializers: facts.initializers, types: index.types)
        let contextualType = (try? record.typeLookUp(in: index).get())?.identity
        var own: RepeatedEvaluation?
        for value in [record.initialValue].compactMap({ $0 }) + record.storageValues {
            guard let found = effects.mostSignificant(in: value.effects, scope: record.ownerType, contextualType: contextualType) else { continue }
            if own.map({ found.significance > $0.effect.significance }) ?? true { own = RepeatedEvaluation(source: .value(value), effect: found) }
        }
        // The calls, in the index's order: the strongest, the earliest among equals.
        var call: (site: ConstructionSite, value: InitialValue, effect: FoundEffect)?
        var callsWithEffects = 0
        // The calls creating the view's type: those filed under its name that mean it where they are.
        for site in facts.constructionSites[String(TypePath.lastComponent(record.ownerType))] ?? [] where owner.map({ index.types.lookUp(site.type).possibleTypes.contains($0) }) ?? false {
            guard let value = passedValue(at: site, for: record, facts: facts, types: index.types),
                  let found = effects.mostSignificant(in: value.effects, scope: site.type.scope, contextualType: contextualType) else { continue }
            callsWithEffects += 1
            guard let kept = call else {
                call = (site, value, found)
                continue
            }
            let (mine, theirs) = (found.significance, kept.effect.significance)
            if mine > theirs || (mine == theirs && site.place < kept.site.place) { call = (site, value, found) }
        }
        guard let (site, value, found) = call, own.map({ found.significance > $0.effect.significance }) ?? true else { return own }
        return RepeatedEvaluation(source: .argument(value, site: site, others: callsWithEffects - 1), effect: found)
    }

    /// The argument of `site` that becomes `record`'s value, when the wrapper received it as an autoclosure.
    private static func passedValue(at site: ConstructionSite, for record: WrapperRecord, facts: ViewWrapperFacts, types: TypeIndex) -> InitialValue? {
        let declared = facts.initializers[record.ownerType]?.initializers ?? []
        if declared.contains(where: { $0.accepts(labels: site.labels, trailingClosures: site.trailingClosures) }) {
            // One of the view's own `init`s: only a forwarded `@autoclosure` reaches the wrapper unevaluated.
            return record.forwardingInitializers.lazy.compactMap { forwarding in
                forwarding.argumentPosition(labels: site.labels, trailingClosures: site.trailingClosures).flatMap(site.value(at:))
            }.first
        }
        // The memberwise `init` of a struct that declares none: a parameter per stored property, labelled with its name.
        guard !declared.contains(where: \.isDesignatedInDeclaration),
              let owner = record.ownerIdentity(in: types), types.primaryDeclarations(of: owner).contains(where: { $0.kind == .struct }),
              let position = site.labels.firstIndex(of: record.property) else { return nil }
        return site.value(at: position)
    }

    /// What runs again and its side effect, for a message at the property ("`Model()` now runs
    /// at every view init, and `Model.init` starts a `Task`"; `converted` false: "with `@State`,
    /// `Model()` would run …"), with notes at the call and at the effect.
    func consequence(converted: Bool) -> (text: String, notes: [DiagnosticNote]) {
        let what: String
        var notes: [DiagnosticNote] = []
        switch source {
        case .value(let value):
            what = "`\(oneLineQuote(value.text))` \(converted ? "now runs" : "would run")"
        case .argument(let value, let site, let others):
            let calls = others > 0 ? " (\(others + 1) calls)" : ""
            what = "`\(site.calledInitializer)`\(calls) \(converted ? "now evaluates" : "would evaluate") `\(oneLineQuote(value.text))`"
            notes.append(.at(site.place, "`\(site.calledInitializer)` called here"))
        }
        notes.append(.at(effect.effect.place, "\(effect.effect.what) here"))
        let text = "\(converted ? "" : "with `@State`, ")\(what) at every view init, and \(effect.runner ?? "it") \(effect.effect.what)"
        return (text, notes)
    }
}
