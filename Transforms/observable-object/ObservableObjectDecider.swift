import MigrationKit
import SwiftCST

/// Phase 1's whole-project decision: which `ObservableObject` types migrate to `@Observable`,
/// and for the others the exact reasons, with the places that block them.
///
/// Decisions are per type identity (`StatusCard.ViewModel`): names written anywhere are looked
/// up where they are written. Declarations sharing a qualified name (top-level types of the
/// same name in two targets) migrate or stay together; a use whose name cannot be placed
/// between several types keeps each of them.
struct ObservableObjectDecider {
    let types: TypeIndex
    let facet: ObservableObjectFacet
    /// The shared facts as phase 1's `collect` left them: the view-side transforms' legacy uses.
    let incomingFacts: ObservationFacts
    let options: MigrationOptions
    let world: ObservableObjectWorld
    let resolver: StaticTypeResolver
    /// The view-side `.environmentObject(x)` calls (a generic view's value injected so keeps its constraint).
    let incomingInjections: [InjectionSite]

    init(index: ProjectIndex, options: MigrationOptions) {
        types = index.types
        facet = index[ObservableObjectFacet.self]
        incomingFacts = index[ObservationFacts.self]
        self.options = options
        resolver = StaticTypeResolver(index)
        incomingInjections = index[ViewWrapperFacts.self].injections
        world = ObservableObjectWorld(types: index.types, threads: options.threads)
    }

    /// The decisions, and the shared facts (statuses and hierarchies added) the view-side transforms read.
    func decide() -> (ObservableObjectDecisions, ObservationFacts) {
        var reasons: [TypeIdentity: [Refusal]] = [:]
        let names = Array(world.names)
        let legacyUses = legacyUseReasons()
        let own = names.concurrentMap(threads: options.threads) { ownReasons($0) + (legacyUses[$0] ?? []) }
        reasons.reserveCapacity(names.count)
        for (name, found) in zip(names, own) { reasons[name] = found }
        let generics = genericViewGroups()
        let uses = useReasons(passedUncertainly: generics.uncertain)
        for (name, found) in genericHoldReasons(generics.groups) where world.names.contains(name) { reasons[name, default: []] += found }
        for (name, found) in uses.reasons where world.names.contains(name) { reasons[name, default: []] += found }
        for (name, found) in unplacedConformanceReasons() { reasons[name, default: []] += found }
        let links = hierarchyLinks()
        for (name, found) in appStorageReasons(links: links) where world.names.contains(name) { reasons[name, default: []] += found }
        let bridges = publisherBridges(uses.bridgeable, links: links)
        for (name, found) in bridges.reasons where world.names.contains(name) { reasons[name, default: []] += found }
        let sends = willChangePlans(uses.sends, bridges: bridges.plans)
        for (name, found) in sends.reasons where world.names.contains(name) { reasons[name, default: []] += found }
        reasons = withHierarchyReasons(reasons, links: links)
        let forwardings = forwardingLinks(uses.forwardings)
        let protocols = protocolGroups()
        let holds = protocolHoldReasons(protocolUses: uses.protocolUses)
        while addProtocolReasons(&reasons, groups: protocols, holds: holds) || addForwardingReasons(&reasons, links: forwardings)
                || addGenericGroupReasons(&reasons, groups: generics.groups) {
            reasons = withHierarchyReasons(reasons, links: links)
        }

        var decisions = ObservableObjectDecisions()
        var facts = incomingFacts
        facts.migratesWith.merge(hierarchyPartners(links: links)) { $0.union($1) }
        facts.migratesWith.merge(genericPartners(generics.groups)) { $0.union($1) }
        for name in world.alreadyObservable { facts.statuses[name] = .alreadyObservable }
        for name in world.managedObjectClasses where facts.statuses[name] == nil {
            facts.statuses[name] = .refused(reason: RefusalMessage.managedObject)
        }
        decisions.declarations.reserveCapacity(names.count)
        decisions.migrating.reserveCapacity(names.count)
        decisions.migratingSites.reserveCapacity(names.count)
        facts.statuses.reserveCapacity(facts.statuses.count + names.count)
        let verdicts = names.concurrentMap(threads: options.threads) {
            verdict($0, reasons: reasons[$0] ?? [], takesOverSends: sends.plans[$0]?.removals.isEmpty == false)
        }
        for verdict in verdicts {
            let name = verdict.name
            let decided = DecidedDeclaration(type: name, name: world.displayName(name), getsWarnings: true)
            for site in verdict.sites { decisions.declarations[site] = decided }
            if let warning = verdict.warning {
                decisions.refusals[name] = verdict.reasons
                facts.statuses[name] = .refused(reason: verdict.reasons[0].text)
                for site in verdict.sites { decisions.warnings[site] = warning }
                continue
            }
            decisions.migrating.insert(name)
            facts.statuses[name] = .migrating
            decisions.migratingSites.formUnion(verdict.migratingSites)
            for site in verdict.migratingSites where decisions.declarations[site] == nil {
                decisions.declarations[site] = DecidedDeclaration(type: name, name: decided.name, getsWarnings: false)
            }
            for (site, note) in verdict.notes { decisions.notes[site] = note }
            if let kept = bridges.plans[name] { decisions.keep(kept, of: name) }
            if let plan = sends.plans[name] { decisions.takeOver(plan, of: name) }
        }
        for link in forwardings where decisions.migrating.contains(link.owner) && decisions.migrating.contains(link.child) {
            decisions.willChangeRemovals[link.use.site] = [link.owner, link.child]
            decisions.takesOverSends.insert(link.owner)
        }
        decisions.publisherParameters = publisherParameters(bridged: decisions.bridges)
        decisions.usedWrappers = usedWrapperProperties()
        let migratingProtocols = migratingProtocols(groups: protocols, holds: holds, migrating: decisions.migrating)
        decisions.migratingProtocols = migratingProtocols.sites
        decisions.genericConstraints = migratingGenericConstraints(generics.groups, migrating: decisions.migrating).merging(migratingProtocols.parameters) { mine, _ in mine }
        decisions.paths = Set(decisions.declarations.keys.map(\.path)).union(decisions.migratingProtocols.keys.map(\.path)).union(decisions.genericConstraints.values.compactMap(\.site?.path)).union(decisions.publisherRenames.keys.map(\.path)).union(decisions.willChangeRemovals.keys.map(\.path)).union(decisions.publisherParameters.map(\.path))
        return (decisions, facts)
    }

    /// What `decide` records of one type.
    private struct Verdict {
        var name: TypeIdentity
        /// Where warnings about it go.
        var sites: [Site]
        /// Why it stays (empty when it migrates), and the warning saying so.
        var reasons: [Refusal]
        var warning: Refusal?
        /// For a type that migrates: the declarations and extensions that change, and notes.
        var migratingSites: [Site] = []
        var notes: [(Site, Refusal)] = []
    }

    /// `takesOverSends`: Observation takes over the class's own `objectWillChange` sends, so its
    /// declaration gets `@Observable` even without `@Published` properties (a subclass would
    /// otherwise inherit the conformance, and the properties the sends announced, or the
    /// `access`/`withMutation` key paths to its own members, would have no registrar of its own).
    private func verdict(_ name: TypeIdentity, reasons: [Refusal], takesOverSends: Bool) -> Verdict {
        let sites = world.warningSites(of: name)
        guard reasons.isEmpty else {
            return Verdict(name: name, sites: sites, reasons: reasons, warning: RefusalMessage.warning(world.displayName(name), reasons))
        }
        var verdict = Verdict(name: name, sites: sites, reasons: [], warning: nil)
        for summary in world.declarations(name) where world.needsMacro(summary) || takesOverSends && summary.kind == .class {
            verdict.migratingSites.append(Site(summary))
            if isPublic(summary) {
                let projectOnly = options.projectOnlyFiles.contains(summary.path)
                verdict.notes.append((Site(summary), RefusalMessage.publicNote(world.displayName(name), projectOnly: projectOnly)))
            }
        }
        verdict.migratingSites += world.conformanceExtensions(name).map(Site.init)
        return verdict
    }

    // MARK: Reasons of one type

    private func ownReasons(_ name: TypeIdentity) -> [Refusal] {
        var reasons: [Refusal] = []
        let declarations = world.declarations(name)
        let extensions = world.conformanceExtensions(name)

        if !facet.disabled.isEmpty, let disabled = (declarations + extensions).map(Site.init).first(where: facet.disabled.contains) {
            reasons.append(Refusal(.disabledByComment, "a swiftui-migrate:disable-next-line comment turns its migration off", at: [disabled], note: "migration turned off here"))
        }
        let primary = world.primaryDeclarations(name)
        if primary.isEmpty, let conformance = extensions.first {
            reasons.append(Refusal(.declaredOutside, "it is declared outside the files of this run (only an extension here adds the conformance)", at: [Site(conformance)], note: "conformance added here"))
            return reasons
        }
        if let conformance = extensions.first, primary.count > 1 {
            reasons.append(Refusal(.ambiguousName, "several types are named \(world.displayName(name)), so its conformance extension cannot be matched to one", at: [Site(conformance)], note: "conformance extension here"))
        }
        for summary in declarations + extensions {
            if let (reason, why) = options.observationRefusal(needing: "@Observable", inFile: summary.path) {
                reasons.append(Refusal(reason, why, at: places(summary, always: summary.kind == .extension), note: "declared here"))
            }
        }
        for summary in declarations {
            if summary.kind != .class {
                let article = summary.kind == .actor || summary.kind == .enum ? "an" : "a"
                reasons.append(Refusal(.notAClass, "it is \(article) \(summary.kind.text); @Observable covers classes only", at: places(summary), note: "declared here"))
            }
            reasons += managedObjectReasons(summary)
            if isPublic(summary) && !options.includePublic && !options.projectOnlyFiles.contains(summary.path) {
                reasons.append(Refusal(.publicOrOpen, "it is public or open in a module other projects may import, which may rely on it (--include-public migrates it)", at: places(summary), note: "declared here"))
            }
            if let reason = externalSuperclassReason(summary) { reasons.append(reason) }
            if let reason = attachedMacroReason(summary) { reasons.append(reason) }
            if let reason = synthesizedCodingReason(summary) { reasons.append(reason) }
            if let reason = storageWrapperReason(summary) { reasons.append(reason) }
            reasons += storageClashReasons(summary)
            if !facet.unsplittableDeclarations.isEmpty, let declaration = facet.unsplittableDeclarations[Site(summary)] {
                reasons.append(Refusal(.severalProperties, "a declaration declares several properties at once, which this tool cannot split; split it by hand", at: [declaration], note: "several properties declared here"))
            }
        }
        // Read only where a refining protocol or a requirement may be among them (few projects).
        let conformed = world.refiningProtocols.isEmpty && facet.requirements.isEmpty ? [] : Set(types.declarations(of: name).flatMap(\.inheritedTypes))
        reasons += requirementReasons(name, conformed: conformed)
        return reasons
    }

    /// Uses a view-side transform keeps as they are (a view creating its model with
    /// `@ObservedObject`, `--strict`), by the type they keep an ObservableObject: the type
    /// their name means where it is written, or each candidate of a name that cannot be placed.
    private func legacyUseReasons() -> [TypeIdentity: [Refusal]] {
        var certain: [TypeIdentity: [ObservationFacts.LegacyUse]] = [:]
        var possible: [TypeIdentity: [(ObservationFacts.LegacyUse, ambiguity: TypeAmbiguity)]] = [:]
        var lookUps: [TypeReference: TypeLookup] = [:]
        for use in incomingFacts.legacyUses {
            let found = lookUps[use.type] ?? types.lookUp(use.type)
            lookUps[use.type] = found
            switch found {
            case .ambiguous(let ambiguity):
                for candidate in ambiguity.candidates { possible[candidate, default: []].append((use, ambiguity)) }
            case let found:
                certain[found.identity!, default: []].append(use)
            }
        }
        var reasons: [TypeIdentity: [Refusal]] = [:]
        for (type, uses) in certain { reasons[type] = [RefusalMessage.legacyUseReason(uses)] }
        for (type, uses) in possible {
            reasons[type, default: []].append(RefusalMessage.legacyUseReason(uses.map(\.0), ambiguity: uses[0].ambiguity))
        }
        return reasons
    }

    /// Extensions adding the conformance to a name several types share, none visible at the
    /// top level: each candidate stays, as the extension may be its.
    private func unplacedConformanceReasons() -> [TypeIdentity: [Refusal]] {
        var reasons: [TypeIdentity: [Refusal]] = [:]
        for (conformance, ambiguity) in world.unplacedConformanceExtensions {
            let reason = Refusal(.ambiguousName, "an extension adds the conformance to a type that cannot be placed: \(TypeNaming.describe(ambiguity))",
                                       at: [Site(conformance)], note: "conformance extension here")
            for candidate in ambiguity.candidates where world.names.contains(candidate) {
                reasons[candidate, default: []].append(reason)
            }
        }
        return reasons
    }

    func isPublic(_ summary: TypeSummary) -> Bool {
        summary.modifiers.contains("public") || summary.modifiers.contains("open")
    }

    private func managedObjectReasons(_ summary: TypeSummary) -> [Refusal] {
        if world.mayInheritManagedObject && world.classChain(TypeIdentity(summary.qualifiedName)).contains(TypeIdentity("NSManagedObject")) {
            return [Refusal(.coreDataOrKVO, RefusalMessage.managedObject, at: places(summary), note: "declared here")]
        }
        for member in summary.members where member.kind == .variable {
            let place = Site(path: summary.path, location: member.location)
            if member.attributes.contains("NSManaged") {
                return [Refusal(.coreDataOrKVO, "its property \(member.name) is @NSManaged", at: [place], note: "@NSManaged property here")]
            }
            if member.attributes.contains("objc") && member.modifiers.contains("dynamic") {
                return [Refusal(.coreDataOrKVO, "its property \(member.name) is @objc dynamic for key-value observing", at: [place], note: "@objc dynamic property here")]
            }
        }
        return []
    }

    /// Generic code, existentials, constrained extensions and property wrappers that need it.
    private func requirementReasons(_ name: TypeIdentity, conformed: Set<String>) -> [Refusal] {
        var reasons: [Refusal] = []
        for requirement in facet.requirements {
            switch requirement.kind {
            case .anyClass(let what):
                reasons.append(Refusal(.needsObservableObject, "\(what); this tool cannot tell which classes reach it", at: [requirement.site], note: "needs an ObservableObject here"))
            case .protocolExtension(let protocolName) where conformed.contains(protocolName):
                reasons.append(Refusal(.needsObservableObject, "it conforms to \(protocolName), whose extension needs Self to be an ObservableObject", at: [requirement.site], note: "extension of \(protocolName) here"))
            case .wrapperValue(let wrapper):
                for use in facet.wrapperUses where use.wrapper == wrapper && use.wrappedType.map({ types.lookUp($0, in: use.enclosingType).identity }) == name {
                    reasons.append(Refusal(.needsObservableObject, "it is wrapped by @\(wrapper), which requires an ObservableObject",
                                                 notes: [.at(use.site, "wrapped by @\(wrapper) here"), .at(requirement.site, "@\(wrapper) requires an ObservableObject here")]))
                }
            case .wrapperEnclosingInstance(let wrapper):
                for use in facet.wrapperUses where use.wrapper == wrapper && use.enclosingType.map({ types.lookUp($0, in: nil).identity }) == name {
                    reasons.append(Refusal(.needsObservableObject, "its property \(use.propertyName) uses @\(wrapper), whose enclosing-instance subscript requires an ObservableObject",
                                                 notes: [.at(use.site, "@\(wrapper) used here"), .at(requirement.site, "@\(wrapper) requires an ObservableObject here")]))
                }
            default:
                break
            }
        }
        return reasons
    }

    /// A superclass declared outside the project might be an ObservableObject itself.
    private func externalSuperclassReason(_ summary: TypeSummary) -> Refusal? {
        guard summary.kind == .class, let lookUp = world.firstInheritedType(of: summary) else { return nil }
        if case .ambiguous(let ambiguity) = lookUp {
            return Refusal(.ambiguousName, "its first inherited type \(TypeNaming.describe(ambiguity)); a superclass would have to migrate with it", at: places(summary), note: "declared here")
        }
        guard case .external(let first) = lookUp else { return nil }
        if !world.primaryDeclarations(TypeIdentity(first)).isEmpty || first == "ObservableObject" || world.refiningProtocols[first] != nil || first == "NSManagedObject"
            || ExternalTypes.isKnownProtocol(first) || ExternalTypes.isKnownPlainClass(first) {
            return nil
        }
        return Refusal(.declaredOutside, "its first inherited type \(first) is declared outside this project and may be an ObservableObject superclass",
                             at: places(summary), note: "declared here")
    }

    /// `@Observable` generates `_x` storage for every observed property `x`.
    private func storageClashReasons(_ summary: TypeSummary) -> [Refusal] {
        let members = summary.members
        // A clash needs a member whose name starts with `_`: most classes have none.
        guard members.contains(where: { $0.name.utf8.first == UInt8(ascii: "_") }) else { return [] }
        let names = Set(members.map(\.name))
        return members.compactMap { member in
            guard member.kind == .variable, member.isStoredVariable, !member.isLet, !member.isStatic else { return nil }
            guard ClassMigration.isObserved(attributes: member.attributes, isLazy: member.modifiers.contains("lazy"),
                                            observeAll: options.observeAll) else { return nil }
            guard names.contains("_" + member.name) else { return nil }
            return Refusal(.storageClash, "its member _\(member.name) would clash with the storage @Observable generates for \(member.name)",
                                 at: [Site(path: summary.path, location: member.location)], note: "_\(member.name) declared here")
        }
    }

    /// The declaration's place, for a note, when several declarations share the identity (or `always`), so the reason says which one.
    func places(_ summary: TypeSummary, always: Bool = false) -> [Site] {
        always || world.declarations(TypeIdentity(summary.qualifiedName)).count > 1 ? [Site(summary)] : []
    }
}
