import MigrationKit

/// `state-object`'s reason to warn (or, with --strict, to refuse): a value that `@StateObject`
/// evaluated once per view identity (its `init(wrappedValue:)` takes an autoclosure, and so do
/// the memberwise `init`'s parameter for it) and that `@State` evaluates every time the view
/// is initialised, whose evaluation has a side effect, or which creates objects whose `deinit`
/// has one (`@State` keeps the first and releases the others at once). Found in:
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
    /// The most significant side effect of evaluating the value.
    var effect: FoundEffect?
    /// The most significant side effect of releasing an object the value creates.
    var discarded: FoundEffect?

    /// How this outranks another: a side effect of evaluating first (by significance), then one of releasing.
    private var rank: Int { effect.map { $0.significance.rawValue + 1 } ?? 0 }

    /// The most significant side effect among `record`'s values: its own first, then the calls
    /// by place; among equals, the first.
    static func find(for record: WrapperRecord, index: ProjectIndex) -> RepeatedEvaluation? {
        let owner = record.ownerIdentity(in: index.types)
        guard !(owner.map { index.types.conforms($0, to: "App") } ?? false) else { return nil }
        let facts = index[ViewWrapperFacts.self]
        let effects = ConstructionEffects(initializers: facts.initializers, functions: facts.functions, types: index.types)
        let contextualType = (try? record.typeLookUp(in: index).get())?.identity
        /// What evaluating `value`, written in `scope`, does again.
        func evaluation(_ value: InitialValue, source: Source, scope: String?) -> RepeatedEvaluation? {
            let found = effects.mostSignificant(in: value.effects, scope: scope, contextualType: contextualType)
            let made = value.isConstruction ? value.constructedType.map { index.types.lookUp($0, in: scope).identity } ?? contextualType : nil
            let discarded = made.flatMap(effects.discardEffect)
            guard found != nil || discarded != nil else { return nil }
            return RepeatedEvaluation(source: source, effect: found, discarded: discarded)
        }
        var own: RepeatedEvaluation?
        for value in [record.initialValue].compactMap({ $0 }) + record.storageValues {
            guard let found = evaluation(value, source: .value(value), scope: record.ownerType) else { continue }
            if own.map({ found.rank > $0.rank }) ?? true { own = found }
        }
        // The calls, in the index's order: the strongest, the earliest among equals.
        var call: (site: ConstructionSite, found: RepeatedEvaluation)?
        var callsWithEffects = 0
        // The calls creating the view's type: those filed under its name that mean it where they are.
        for site in facts.constructionSites[String(TypePath.lastComponent(record.ownerType))] ?? [] where owner.map({ index.types.lookUp(site.type).possibleTypes.contains($0) }) ?? false {
            guard let value = passedValue(at: site, for: record, facts: facts, types: index.types),
                  let found = evaluation(value, source: .argument(value, site: site, others: 0), scope: site.type.scope) else { continue }
            callsWithEffects += 1
            guard let kept = call else {
                call = (site, found)
                continue
            }
            let (mine, theirs) = (found.rank, kept.found.rank)
            if mine > theirs || (mine == theirs && site.place < kept.site.place) { call = (site, found) }
        }
        guard let (site, kept) = call, own.map({ kept.rank > $0.rank }) ?? true else { return own }
        var found = kept
        if case .argument(let value, _, _) = found.source { found.source = .argument(value, site: site, others: callsWithEffects - 1) }
        return found
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
        var text = "\(converted ? "" : "with `@State`, ")\(what) at every view init"
        if let effect = effect {
            notes.append(Self.note(at: effect))
            text += ", and \(effect.runner ?? "it") \(effect.effect.briefly)"
        }
        if let discarded = discarded {
            notes.append(Self.note(at: discarded))
            text += "\(effect == nil ? ", and" : ";") the extra objects are released at once: \(discarded.runner ?? "it") \(discarded.effect.briefly)"
        }
        return (text, notes)
    }

    /// The note at a side effect: the whole chain when it fits on a line, else its end.
    private static func note(at found: FoundEffect) -> DiagnosticNote {
        let whole = "\(found.effect.chain) here"
        return .at(found.effect.place, DiagnosticText.isOneShortLine(whole) ? whole : "\(found.effect.briefly) here")
    }
}
