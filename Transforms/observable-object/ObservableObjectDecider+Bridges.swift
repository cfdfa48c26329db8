import MigrationKit

/// `--publishers bridge`: which used `$name` publishers a bridge keeps, and why the others cannot be.
extension ObservableObjectDecider {
    /// For each `@Published` property whose publisher is used (with a receiver of known type),
    /// the bridge that keeps it, or the reason its class stays. `links`: the class hierarchies
    /// (`hierarchyLinks`), whose members' names a bridge must not take.
    func publisherBridges(_ bridgeable: [PublishedProperty: [PublisherUse]], links: [TypeIdentity: Set<TypeIdentity>])
        -> (reasons: [TypeIdentity: [Refusal]], plans: [TypeIdentity: [PublisherBridge]]) {
        var reasons: [TypeIdentity: [Refusal]] = [:]
        var plans: [TypeIdentity: [PublisherBridge]] = [:]
        guard !bridgeable.isEmpty else { return (reasons, plans) }
        let spelled = SpelledPublisherTypes(facet.spelledPublisherTypes.filter { !$0.isParameterType || !canBecomeGeneric($0) })
        var memberNames: [TypeIdentity: [String: Site]] = [:]
        for property in bridgeable.keys.sorted(by: { ($0.type, $0.name) < ($1.type, $1.name) }) {
            let uses = bridgeable[property]!
            let sites = uses.map(\.site)
            if memberNames[property.type] == nil { memberNames[property.type] = hierarchyMemberNames(property.type, links: links) }
            switch bridge(property, uses: uses, spelled: spelled, taken: memberNames[property.type]!) {
            case .success(let bridge): plans[property.type, default: []].append(bridge)
            case .failure(let refusal): reasons[property.type, default: []].append(refusal.reason(property: property.name, uses: sites))
            }
        }
        return (reasons, plans)
    }

    private func bridge(_ property: PublishedProperty, uses: [PublisherUse], spelled: SpelledPublisherTypes,
                        taken: [String: Site]) -> Result<PublisherBridge, BridgeRefusal> {
        if let use = uses.first(where: { $0.form == .inoutArgument }) { return .failure(.inoutArgument(use.site)) }
        if let use = uses.first(where: { $0.form == .keyPath }) { return .failure(.keyPath(use.site)) }
        let assignments = uses.filter { $0.form == .assignment }.map(\.site)
        let values = uses.filter { $0.form != .assignment }.map(\.site)
        var names: [String] = []
        if !assignments.isEmpty {
            if let refusal = assignmentRefusal(property, assignments) { return .failure(refusal) }
            names.append(PublisherBridge.assignmentsName(of: property.name))
        }
        var valueType = ""
        if !values.isEmpty {
            guard let known = facet.publishedValueTypes[property] ?? initialValueType(property) else { return .failure(.unknownValueType) }
            let generic = resolver.facts.genericParameters[property.type.qualifiedName] ?? []
            if let site = spelled.blocking(valueType: known, mentioningAnyOf: generic, usedAt: values) { return .failure(.spelledPublisherType(site)) }
            valueType = known
            names += [PublisherBridge.publisherName(of: property.name), PublisherBridge.subjectName(of: property.name)]
        }
        for name in names {
            if let site = taken[name] { return .failure(.nameTaken(name, site)) }
        }
        return .success(PublisherBridge(property: property.name, valueType: valueType, uses: values, assignments: assignments,
                                        classActor: assignments.isEmpty ? nil : globalActor(of: property.type)))
    }

    /// The spelled `Published<T>.Publisher` parameter types a kept bridge's publisher may be
    /// passed to (`PublisherParameter`): they become `some Publisher<T, Never>`. One spelled
    /// with a generic parameter (`Published<T>.Publisher`) may take any of them.
    func publisherParameters(bridged: [TypeIdentity: [PublisherBridge]]) -> Set<Site> {
        let keys = Set(bridged.values.joined().filter(\.keepsPublisher).map { SpelledPublisherTypes.key($0.valueType) })
        guard !keys.isEmpty else { return [] }
        return Set(facet.spelledPublisherTypes.filter { spelling in
            spelling.isParameterType && canBecomeGeneric(spelling) && spelling.valueType.map { keys.contains(SpelledPublisherTypes.key($0)) } ?? true
        }.map(\.site))
    }

    /// True when a parameter's spelled type may become `some Publisher<T, Never>` where it is:
    /// its file's deployment target has Observation (and so `Publisher`'s primary associated types).
    private func canBecomeGeneric(_ spelling: SpelledPublisherType) -> Bool {
        options.observationRefusal(needing: "some Publisher<T, Never>", inFile: spelling.site.path) == nil
    }

    /// The type of an `@Published` property's initial value its declaration does not spell
    /// (`= Tab.home`, `= Store.shared`, `= makeStore()`, `= Kind.allCases.map { Item(kind: $0) }`),
    /// when the project's types tell it: a named type or an array of one, spelled by its qualified
    /// name (`UIState.Tab`, `[Shelf.Item]`), which is valid wherever the value was.
    private func initialValueType(_ property: PublishedProperty) -> String? {
        guard let value = facet.publishedInitialValues[property], case .type(let text, let scope) = resolver.resolve(value) else { return nil }
        return qualifiedSpelling(of: text, in: scope)
    }

    /// `text` (a named type, or an array of one) spelled with qualified names; nil for other types.
    private func qualifiedSpelling(of text: String, in scope: String?) -> String? {
        if text.hasPrefix("["), let element = TypeText.sequenceElement(text) {
            return qualifiedSpelling(of: element, in: scope).map { "[\($0)]" }
        }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        switch resolver.lookUp(type: text, in: scope) {
        case nil, .ambiguous?: return nil
        case let found?: return found.identity?.qualifiedName
        }
    }

    /// The global actor `type` is isolated to: `@MainActor` or a project `@globalActor` on its
    /// declaration or a superclass's (a subclass inherits the isolation).
    private func globalActor(of type: TypeIdentity) -> String? {
        for member in world.classChain(type) {
            for declaration in world.primaryDeclarations(member) where declaration.kind == .class {
                if let actor = declaration.attributes.first(where: { $0 == "MainActor" || world.globalActors.contains($0) }) { return actor }
            }
        }
        return nil
    }

    /// Why `assign(to: &$name)` statements cannot become subscriptions kept in a private set
    /// beside the property: one is in another file, or the property has observers, which
    /// `assign` does not run and a `sink` setting the property would.
    private func assignmentRefusal(_ property: PublishedProperty, _ assignments: [Site]) -> BridgeRefusal? {
        guard let declaration = world.primaryDeclarations(property.type).first(where: { $0.members.contains { $0.name == property.name } }),
              let member = declaration.members.first(where: { $0.name == property.name }) else {
            return .assignmentOutOfReach(assignments[0], why: "and its declaration is not found")
        }
        if member.hasObservers { return .assignmentOutOfReach(assignments[0], why: "and it has observers, which assign does not run") }
        if let elsewhere = assignments.first(where: { $0.path != declaration.path }) {
            return .assignmentOutOfReach(elsewhere, why: "in another file than its declaration")
        }
        return nil
    }

    /// The members of `type`, its superclasses, its hierarchy's other classes and all their
    /// extensions, by name (the first place each is declared).
    func hierarchyMemberNames(_ type: TypeIdentity, links: [TypeIdentity: Set<TypeIdentity>]) -> [String: Site] {
        var group: Set<TypeIdentity> = [type]
        var pending = [type]
        while let current = pending.popLast() {
            for next in links[current] ?? [] where group.insert(next).inserted { pending.append(next) }
        }
        for member in Array(group) { group.formUnion(world.classChain(member)) }
        var names: [String: Site] = [:]
        for member in group.sorted() {
            for summary in types.declarations(of: member) {
                for declared in summary.members where names[declared.name] == nil {
                    names[declared.name] = Site(path: summary.path, location: declared.location)
                }
            }
        }
        return names
    }
}

/// The project's spelled `Published<T>.Publisher` types, for the bridges they block.
struct SpelledPublisherTypes {
    /// The first spelling of each value type (by `key`); `nil` for `Published.Publisher` in generic code.
    private var byValueType: [String?: Site] = [:]
    /// Spellings in generic code that are the result type of a declaration, with where it is.
    private var results: [(declaration: ClosedRange<Site>, site: Site)] = []

    init(_ spellings: [SpelledPublisherType]) {
        for spelling in spellings {
            if let declaration = spelling.resultOf {
                results.append((declaration, spelling.site))
                continue
            }
            let key = spelling.valueType.map(Self.key)
            if byValueType[key] == nil { byValueType[key] = spelling.site }
        }
    }

    /// A spelling a bridge of a `valueType` property would not fit: one that may name the same
    /// type (or any, in generic code). A value type that mentions one of the class's `generic`
    /// parameters may be any type: any spelling blocks it. A result type in generic code blocks
    /// the properties whose publisher is used (`uses`) inside its declaration, which may return it.
    func blocking(valueType: String, mentioningAnyOf generic: Set<String>, usedAt uses: [Site]) -> Site? {
        if byValueType.isEmpty && results.isEmpty { return nil }
        if !generic.isEmpty, TypeText.identifiers(in: valueType).contains(where: { generic.contains(String($0)) }) {
            return (Array(byValueType.values) + results.map(\.site)).min()
        }
        if let result = results.first(where: { result in uses.contains { result.declaration.contains($0) } }) { return result.site }
        return byValueType[Self.key(valueType)] ?? byValueType[nil as String?]
    }

    /// The text without spaces and a last `?`/`!`, and of a plain qualified name only its last
    /// component: `UIState.Tab` and `Tab` may be one type, `Bool?` and `Bool` are kept together.
    static func key(_ text: String) -> String {
        var key = text.filter { $0 != " " }
        while key.last == "?" || key.last == "!" { key.removeLast() }
        if !key.contains(where: { "<[(:".contains($0) }), let dot = key.lastIndex(of: ".") { key = String(key[key.index(after: dot)...]) }
        return key
    }
}
