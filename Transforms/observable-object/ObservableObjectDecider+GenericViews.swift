import MigrationKit

/// Generic types whose parameter must be an `ObservableObject` (issue 21, generic views):
/// `struct Panel<Model: ObservableObject>: View { @ObservedObject var model: Model }`.
/// A generic type and the classes the project passes for its parameter decide as one group:
/// when every one of them migrates and nothing in the generic type needs an `ObservableObject`,
/// the constraint becomes `AnyObject & Observable` (`GenericConstraint`) and the view-side
/// wrappers of the parameter's type go as for a concrete class; otherwise each class stays, and
/// says which class or use holds the group.
extension ObservableObjectDecider {
    /// One generic type's parameter with the classes passed for it.
    struct GenericViewGroup {
        var requirement: GenericTypeRequirement
        /// The project's classes passed for the parameter, with where (certain types only).
        var passed: [TypeIdentity: [Site]] = [:]
        /// Why the constraint must stay `ObservableObject` whatever the classes do.
        var hold: Refusal?

        var key: GenericParameterKey { GenericParameterKey(typePath: requirement.typePath, parameter: requirement.parameter) }
        var genericName: String { String(TypePath.lastComponent(requirement.typePath)) }
    }

    /// The groups, and the reasons of the values passed whose type is not certain (an unknown
    /// or ambiguous type: every candidate stays, as before).
    func genericViewGroups() -> (groups: [GenericViewGroup], uncertain: [TypeIdentity: [(key: UseKey, site: Site, why: String?)]]) {
        guard !facet.genericTypeRequirements.isEmpty else { return ([], [:]) }
        var uncertain: [TypeIdentity: [(key: UseKey, site: Site, why: String?)]] = [:]
        let callsByType = Dictionary(grouping: facet.constructorCalls) { types.lookUp($0.type).identity }
        let specializationsByType = Dictionary(grouping: facet.specializations) { types.lookUp($0.type).identity }
        var groups: [GenericViewGroup] = []
        for requirement in facet.genericTypeRequirements {
            let generic = TypeIdentity(requirement.typePath)
            var group = GenericViewGroup(requirement: requirement)
            let passed = UseKey.What.passed(to: world.displayName(generic), parameter: requirement.parameter, declaredAt: requirement.site)
            for call in callsByType[generic] ?? [] {
                for argument in call.arguments where requirement.labels.contains(argument.label) {
                    switch resolver.resolve(argument.receiver) {
                    case .type(let text, let scope):
                        add(text, in: scope, at: call.site, to: &group, uncertain: &uncertain, passed: passed)
                    case .unknown(let why):
                        for type in world.names { uncertain[type, default: []].append((UseKey(what: passed, certainty: .unknownReceiver), call.site, why)) }
                        group.hold = group.hold ?? Refusal(.needsObservableObject, "a value of unknown type is passed for \(requirement.parameter)", at: [call.site], note: "passed here")
                    case .genericParameter:
                        group.hold = group.hold ?? Refusal(.needsObservableObject, "a value of a generic type is passed for \(requirement.parameter)", at: [call.site], note: "passed here")
                    }
                }
            }
            for specialization in specializationsByType[generic] ?? [] {
                guard let position = requirement.position, position < specialization.arguments.count else { continue }
                guard let text = specialization.arguments[position] else {
                    group.hold = group.hold ?? Refusal(.needsObservableObject, "a type given for \(requirement.parameter) cannot be read", at: [specialization.site], note: "given here")
                    continue
                }
                add(text, in: specialization.type.scope, at: specialization.site, to: &group, uncertain: &uncertain, passed: passed)
            }
            if group.hold == nil, group.passed.isEmpty {
                group.hold = Refusal(.needsObservableObject, "no call passing a value for \(requirement.parameter) was found", at: [requirement.site], note: "\(requirement.parameter) declared here")
            }
            group.hold = group.hold ?? genericTypeHold(requirement, generic: generic)
            groups.append(group)
        }
        return (groups, uncertain)
    }

    /// A type given for a group's parameter (the type of a value passed, or a generic argument):
    /// a class of the project joins the group; any other type holds it, and each candidate of
    /// an ambiguous name stays too.
    private func add(_ text: String, in scope: String?, at site: Site, to group: inout GenericViewGroup,
                     uncertain: inout [TypeIdentity: [(key: UseKey, site: Site, why: String?)]], passed: UseKey.What) {
        let parameter = group.requirement.parameter
        switch resolver.lookUp(type: text, in: scope) {
        case .ambiguous(let ambiguity)?:
            let certainty = UseKey.Certainty.ambiguous(TypeNaming.describe(ambiguity))
            for type in ambiguity.candidates where world.names.contains(type) {
                uncertain[type, default: []].append((UseKey(what: passed, certainty: certainty), site, nil))
            }
            group.hold = group.hold ?? Refusal(.needsObservableObject, "the type given for \(parameter) \(TypeNaming.describe(ambiguity))", at: [site], note: "given here")
        case let found?:
            if let type = found.identity, world.names.contains(type) {
                group.passed[type, default: []].append(site)
            } else {
                group.hold = group.hold ?? Refusal(.needsObservableObject, "`\(text)`, which this run does not migrate, is given for \(parameter)", at: [site], note: "given here")
            }
        case nil:
            group.hold = group.hold ?? Refusal(.needsObservableObject, "`\(text)` is given for \(parameter)", at: [site], note: "given here")
        }
    }

    /// Why the generic type itself keeps its parameter an `ObservableObject`: public API, an old
    /// deployment target, or, in a file declaring or extending it, `objectWillChange` or a `$name`
    /// publisher used on a value of a generic type, a value of a generic type injected with
    /// `.environmentObject`, or passed to another generic type that needs an `ObservableObject`.
    private func genericTypeHold(_ requirement: GenericTypeRequirement, generic: TypeIdentity) -> Refusal? {
        let name = world.displayName(generic)
        let declarations = types.declarations(of: generic)
        guard let primary = declarations.first(where: { $0.kind != .extension }) else {
            return Refusal(.needsObservableObject, "\(name) cannot be found among the project's types", at: [requirement.site], note: "\(requirement.parameter) declared here")
        }
        if isPublic(primary) && !options.includePublic && !options.projectOnlyFiles.contains(primary.path) {
            return Refusal(.needsObservableObject, "\(name) is public in a module other projects may import", at: [requirement.site], note: "\(requirement.parameter) declared here")
        }
        if let (reason, why) = options.observationRefusal(needing: "Observable", inFile: requirement.site.path) {
            return Refusal(reason, why, at: [requirement.site], note: "\(requirement.parameter) declared here")
        }
        let paths = Set(declarations.map(\.path))
        for use in facet.uses where paths.contains(use.site.path) && !use.member.isStorage {
            if case .genericParameter = resolver.resolve(use.receiver) {
                return Refusal(.needsObservableObject, "\(use.member.text) is used on a value of a generic type beside \(name)", at: [use.site], note: "\(use.member.text) used here")
            }
        }
        for injection in incomingInjections where paths.contains(injection.place.path) {
            if case .genericParameter = resolver.resolve(injection.query) {
                return Refusal(.needsObservableObject, "a value of a generic type is injected with \(injection.text) beside \(name)", at: [injection.place], note: "injected here")
            }
        }
        let generics = Set(facet.genericTypeRequirements.map { TypeIdentity($0.typePath) })
        for call in facet.constructorCalls where paths.contains(call.site.path) {
            guard let callee = types.lookUp(call.type).identity, generics.contains(callee) else { continue }
            for argument in call.arguments {
                if case .genericParameter = resolver.resolve(argument.receiver) {
                    return Refusal(.needsObservableObject, "a value of a generic type is passed on to \(world.displayName(callee)) beside \(name)", at: [call.site], note: "passed here")
                }
            }
        }
        return nil
    }

    /// The reasons of the classes of held groups: "it is passed to G, whose M must stay an ObservableObject: why".
    func genericHoldReasons(_ groups: [GenericViewGroup]) -> [TypeIdentity: [Refusal]] {
        var reasons: [TypeIdentity: [Refusal]] = [:]
        for group in groups {
            guard let hold = group.hold else { continue }
            for (type, sites) in group.passed {
                reasons[type, default: []].append(Refusal(.needsObservableObject, "it is passed to \(group.genericName), whose \(group.requirement.parameter) stays an ObservableObject: \(hold.text)",
                                                          notes: sites.prefix(1).map { .at($0, "passed to \(group.genericName) here") } + hold.notes))
            }
        }
        return reasons
    }

    /// Gives the classes of a group that one of its classes holds the reason, when they have
    /// none yet; true when it gave any.
    func addGenericGroupReasons(_ reasons: inout [TypeIdentity: [Refusal]], groups: [GenericViewGroup]) -> Bool {
        var changed = false
        for group in groups where group.hold == nil {
            let passed = group.passed.keys.sorted()
            guard let refused = passed.first(where: { !(reasons[$0] ?? []).isEmpty }) else { continue }
            let name = world.displayName(refused)
            for type in passed where (reasons[type] ?? []).isEmpty {
                reasons[type] = [Refusal(.needsObservableObject, "it is passed to \(group.genericName) like \(name), which stays an ObservableObject",
                                         notes: (group.passed[type] ?? []).prefix(1).map { .at($0, "passed to \(group.genericName) here") }
                                            + world.warningSites(of: refused).prefix(1).map { .at($0, "\(name) stays an ObservableObject here (see the warning there)") })]
                changed = true
            }
        }
        return changed
    }

    /// The constraints that become `AnyObject & Observable`: those of groups nothing holds and
    /// whose classes all migrate.
    func migratingGenericConstraints(_ groups: [GenericViewGroup], migrating: Set<TypeIdentity>) -> [GenericParameterKey: GenericConstraint] {
        var constraints: [GenericParameterKey: GenericConstraint] = [:]
        for group in groups where group.hold == nil && group.passed.keys.allSatisfy(migrating.contains) {
            constraints[group.key] = GenericConstraint(site: group.requirement.site, passedTypes: Set(group.passed.keys))
        }
        return constraints
    }

    /// The classes passed for one parameter migrate together: a view-side refusal of one keeps all.
    func genericPartners(_ groups: [GenericViewGroup]) -> [TypeIdentity: Set<TypeIdentity>] {
        var partners: [TypeIdentity: Set<TypeIdentity>] = [:]
        for group in groups where group.hold == nil {
            let passed = Set(group.passed.keys)
            for type in passed { partners[type, default: []].formUnion(passed.subtracting([type])) }
        }
        return partners
    }
}
