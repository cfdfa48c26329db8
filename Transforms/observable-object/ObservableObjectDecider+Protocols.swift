import MigrationKit

/// Protocols that refine `ObservableObject` (issue 21 §5): `protocol ViewStore: ObservableObject`
/// becomes `protocol ViewStore: AnyObject, Observable` when it and every conformer can migrate.
/// A protocol group (protocols refining each other and every class conforming to one of them)
/// decides as one: one refusal anywhere holds all, and says what holds it.
extension ObservableObjectDecider {
    /// Protocols refining `ObservableObject` that refine each other, with their conformers.
    struct ProtocolGroup {
        /// By simple name, sorted.
        var protocols: [String]
        var conformers: [TypeIdentity]
    }

    /// The groups of the project's refining protocols and their conformers.
    func protocolGroups() -> [ProtocolGroup] {
        let refining = world.refiningProtocols
        guard !refining.isEmpty else { return [] }
        var root: [String: String] = [:]
        func find(_ name: String) -> String {
            var current = name
            while let parent = root[current], parent != current { current = parent }
            return current
        }
        func join(_ a: String, _ b: String) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { root[max(ra, rb)] = min(ra, rb) }
        }
        for (name, summary) in refining {
            root[name] = root[name] ?? name
            for inherited in summary.inheritedTypes where refining[inherited] != nil { root[inherited] = root[inherited] ?? inherited; join(name, inherited) }
        }
        var conformers: [String: [TypeIdentity]] = [:]
        for type in world.names.sorted() {
            let listed = (world.declarations(type) + world.conformanceExtensions(type)).flatMap(\.inheritedTypes).filter { refining[$0] != nil }
            guard let first = listed.first else { continue }
            for other in listed.dropFirst() { join(first, other) }
            conformers[first, default: []].append(type)
        }
        var groups: [String: ProtocolGroup] = [:]
        for name in refining.keys.sorted() { groups[find(name), default: ProtocolGroup(protocols: [], conformers: [])].protocols.append(name) }
        for (name, types) in conformers { groups[find(name)]!.conformers += types }
        return groups.keys.sorted().map { groups[$0]! }
    }

    /// Why a refining protocol must keep refining `ObservableObject`, whatever its conformers do:
    /// public API, a requirement only an `ObservableObject` meets, a view wrapper typed with a
    /// generic parameter constrained to it outside a type, a `$name` or `objectWillChange` use through the protocol's
    /// type or a generic parameter, an old deployment target. `protocolUses`: the uses whose
    /// receiver is the protocol (by simple name) or, for nil, a generic parameter.
    func protocolHoldReasons(protocolUses: [(protocolName: String?, use: PublisherUse)]) -> [String: Refusal] {
        var reasons: [String: Refusal] = [:]
        let refining = world.refiningProtocols
        for (name, summary) in refining.sorted(by: { $0.key < $1.key }) {
            let place = [Site(summary)]
            if isPublic(summary) && !options.includePublic && !options.projectOnlyFiles.contains(summary.path) {
                reasons[name] = Refusal(.refinesObservableObject, "\(name) is public in a module other projects may import, which may rely on it refining ObservableObject",
                                        at: place, note: "\(name) declared here")
            } else if let (reason, why) = options.observationRefusal(needing: "Observable", inFile: summary.path) {
                reasons[name] = Refusal(reason, why, at: place, note: "\(name) declared here")
            }
        }
        for requirement in facet.protocolRequirements where refining[requirement.protocolName] != nil && reasons[requirement.protocolName] == nil {
            reasons[requirement.protocolName] = Refusal(.refinesObservableObject, "a requirement of \(requirement.protocolName) names \(requirement.what), which only an ObservableObject has",
                                                        at: [requirement.site], note: "\(requirement.what) required here")
        }
        // In a generic type, the parameter's wrappers go with the protocol (`genericConstraints`).
        for wrapper in facet.viewWrapperTypeNames where wrapper.ownerPath == nil {
            guard let constraints = wrapper.genericConstraintNames else { continue }
            for name in constraints.sorted() where refining[name] != nil && reasons[name] == nil {
                reasons[name] = Refusal(.refinesObservableObject, "a generic view holds a \(name) with @\(wrapper.wrapper), which needs an ObservableObject",
                                        at: [wrapper.site], note: "@\(wrapper.wrapper) of a generic \(wrapper.typeName) here")
            }
        }
        for (name, use) in protocolUses {
            let what = use.member.text
            if let name = name {
                if reasons[name] == nil {
                    reasons[name] = Refusal(.refinesObservableObject, "\(what) is used on a value of type \(name)", at: [use.site], note: "\(what) used here")
                }
            } else {
                for protocolName in refining.keys where reasons[protocolName] == nil {
                    reasons[protocolName] = Refusal(.refinesObservableObject, "\(what) is used on a value of a generic type, which may be a \(protocolName)",
                                                    at: [use.site], note: "\(what) used here")
                }
            }
        }
        return reasons
    }

    /// Gives each conformer of a group that holds (a protocol's reason, or a refused conformer)
    /// the reason, when it has none yet; true when it gave any.
    func addProtocolReasons(_ reasons: inout [TypeIdentity: [Refusal]], groups: [ProtocolGroup], holds: [String: Refusal]) -> Bool {
        var changed = false
        for group in groups {
            let conformsTo = { (type: TypeIdentity) -> String in
                (world.declarations(type) + world.conformanceExtensions(type)).flatMap(\.inheritedTypes).first { group.protocols.contains($0) } ?? group.protocols[0]
            }
            if let held = group.protocols.lazy.compactMap({ name in holds[name].map { (name, $0) } }).first {
                // Said at every conformer, beside its own reasons: the protocol holds them all.
                for type in group.conformers {
                    let mine = conformsTo(type)
                    let text = mine == held.0 ? "it conforms to \(mine), which stays an ObservableObject: \(held.1.text)"
                                              : "it conforms to \(mine), which refines \(held.0), which stays an ObservableObject: \(held.1.text)"
                    guard !(reasons[type] ?? []).contains(where: { $0.text == text }) else { continue }
                    reasons[type, default: []].insert(Refusal(.refinesObservableObject, text, notes: held.1.notes), at: 0)
                    changed = true
                }
                continue
            }
            let reason: (String) -> Refusal
            if let refused = group.conformers.first(where: { !(reasons[$0] ?? []).isEmpty }) {
                let name = world.displayName(refused)
                reason = { mine in
                    Refusal(.refinesObservableObject, "it conforms to \(mine), which stays an ObservableObject for its conformer \(name)",
                            notes: world.warningSites(of: refused).prefix(1).map { .at($0, "\(name) stays an ObservableObject here (see the warning there)") })
                }
            } else {
                continue
            }
            for type in group.conformers where (reasons[type] ?? []).isEmpty {
                reasons[type] = [reason(conformsTo(type))]
                changed = true
            }
        }
        return changed
    }

    /// The declarations of the refining protocols that become `AnyObject, Observable`: those of
    /// groups whose conformers all migrate, listing `ObservableObject` themselves, with the
    /// conformers (the protocol changes only when they are all `@Observable` after the run);
    /// and the generic parameters constrained to such a protocol that view wrappers are typed
    /// with, which go with it.
    func migratingProtocols(groups: [ProtocolGroup], holds: [String: Refusal], migrating: Set<TypeIdentity>)
        -> (sites: [Site: Set<TypeIdentity>], parameters: [GenericParameterKey: GenericConstraint]) {
        var sites: [Site: Set<TypeIdentity>] = [:]
        var parameters: [GenericParameterKey: GenericConstraint] = [:]
        for group in groups where group.protocols.allSatisfy({ holds[$0] == nil }) && group.conformers.allSatisfy(migrating.contains) {
            for name in group.protocols {
                guard let summary = world.refiningProtocols[name], summary.inheritedTypes.contains("ObservableObject") else { continue }
                sites[Site(summary)] = Set(group.conformers)
            }
            for wrapper in facet.viewWrapperTypeNames {
                guard let owner = wrapper.ownerPath, let constraints = wrapper.genericConstraintNames,
                      group.protocols.contains(where: constraints.contains) else { continue }
                parameters[GenericParameterKey(typePath: owner, parameter: wrapper.typeName)] = GenericConstraint(site: nil, passedTypes: Set(group.conformers))
            }
        }
        return (sites, parameters)
    }
}

extension PublisherUse.Member {
    /// How messages name it: `$items`, `_items`, `objectWillChange`.
    var text: String {
        switch self {
        case .projected(let name): return "$" + name
        case .storage(let name): return "_" + name
        case .objectWillChange, .declaresObjectWillChange: return "objectWillChange"
        }
    }

    /// True for `_name` (private storage: never reached through another value).
    var isStorage: Bool {
        if case .storage = self { return true }
        return false
    }
}
