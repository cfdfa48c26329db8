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

    init(index: ProjectIndex, options: MigrationOptions) {
        types = index.types
        facet = index[ObservableObjectFacet.self]
        incomingFacts = index[ObservationFacts.self]
        self.options = options
        resolver = StaticTypeResolver(index)
        world = ObservableObjectWorld(types: index.types, threads: options.threads)
    }

    /// The decisions, and the shared facts (statuses and hierarchies added) the view-side transforms read.
    func decide() -> (ObservableObjectDecisions, ObservationFacts) {
        var reasons: [TypeIdentity: [RefusalReason]] = [:]
        let names = Array(world.names)
        let legacyUses = legacyUseReasons()
        let own = names.concurrentMap(threads: options.threads) { ownReasons($0) + (legacyUses[$0] ?? []) }
        reasons.reserveCapacity(names.count)
        for (name, found) in zip(names, own) { reasons[name] = found }
        for (name, found) in useReasons() where world.names.contains(name) { reasons[name, default: []] += found }
        for (name, found) in unplacedConformanceReasons() { reasons[name, default: []] += found }
        let links = hierarchyLinks()
        reasons = withHierarchyReasons(reasons, links: links)

        var decisions = ObservableObjectDecisions()
        var facts = incomingFacts
        facts.migratesWith.merge(hierarchyPartners(links: links)) { $0.union($1) }
        for name in world.alreadyObservable { facts.statuses[name] = .alreadyObservable }
        for name in world.managedObjectClasses where facts.statuses[name] == nil {
            facts.statuses[name] = .refused(reason: RefusalMessage.managedObject)
        }
        decisions.declarations.reserveCapacity(names.count)
        decisions.migrating.reserveCapacity(names.count)
        decisions.migratingSites.reserveCapacity(names.count)
        facts.statuses.reserveCapacity(facts.statuses.count + names.count)
        let verdicts = names.concurrentMap(threads: options.threads) { verdict($0, reasons: reasons[$0] ?? []) }
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
        }
        decisions.usedWrappers = usedWrapperProperties()
        decisions.paths = Set(decisions.declarations.keys.map(\.path))
        return (decisions, facts)
    }

    /// What `decide` records of one type.
    private struct Verdict {
        var name: TypeIdentity
        /// Where warnings about it go.
        var sites: [Site]
        /// Why it stays (empty when it migrates), and the warning saying so.
        var reasons: [RefusalReason]
        var warning: String?
        /// For a type that migrates: the declarations and extensions that change, and notes.
        var migratingSites: [Site] = []
        var notes: [(Site, String)] = []
    }

    private func verdict(_ name: TypeIdentity, reasons: [RefusalReason]) -> Verdict {
        let sites = world.warningSites(of: name)
        guard reasons.isEmpty else {
            return Verdict(name: name, sites: sites, reasons: reasons, warning: RefusalMessage.warning(world.displayName(name), reasons))
        }
        var verdict = Verdict(name: name, sites: sites, reasons: [], warning: nil)
        for summary in world.declarations(name) where world.needsMacro(summary) {
            verdict.migratingSites.append(Site(summary))
            if isPublic(summary) { verdict.notes.append((Site(summary), RefusalMessage.publicNote(world.displayName(name)))) }
        }
        verdict.migratingSites += world.conformanceExtensions(name).map(Site.init)
        return verdict
    }

    // MARK: Reasons of one type

    private func ownReasons(_ name: TypeIdentity) -> [RefusalReason] {
        var reasons: [RefusalReason] = []
        let declarations = world.declarations(name)
        let extensions = world.conformanceExtensions(name)

        if !facet.disabled.isEmpty, let disabled = (declarations + extensions).map(Site.init).first(where: facet.disabled.contains) {
            reasons.append(RefusalReason(kind: "disabled by a comment", text: "a swiftui-migrate:disable-next-line comment turns migration off at \(disabled)"))
        }
        let primary = world.primaryDeclarations(name)
        if primary.isEmpty, let conformance = extensions.first {
            reasons.append(RefusalReason(kind: "declared outside the project", text: "it is declared outside the files of this run (only an extension here adds the conformance, at \(Site(conformance)))"))
            return reasons
        }
        if let conformance = extensions.first, primary.count > 1 {
            reasons.append(RefusalReason(kind: "ambiguous name", text: "several types are named \(world.displayName(name)), so the conformance in the extension at \(Site(conformance)) cannot be matched to one"))
        }
        for summary in declarations + extensions {
            if let why = options.deploymentTargets.refusal(for: .observation, needing: "@Observable", inFile: summary.path) {
                reasons.append(RefusalReason(kind: "deployment target", text: why + place(summary, always: summary.kind == .extension)))
            }
        }
        for summary in declarations {
            if summary.kind != .class {
                let article = summary.kind == .actor || summary.kind == .enum ? "an" : "a"
                reasons.append(RefusalReason(kind: "not a class", text: "it is \(article) \(summary.kind.text)\(place(summary)); @Observable migration covers classes only"))
            }
            reasons += managedObjectReasons(summary)
            if isPublic(summary) && !options.includePublic {
                reasons.append(RefusalReason(kind: "public or open", text: "it is public or open\(place(summary)), so other modules may rely on its ObservableObject conformance or publishers; pass --include-public to migrate it"))
            }
            if let reason = externalSuperclassReason(summary) { reasons.append(reason) }
            if let reason = attachedMacroReason(summary) { reasons.append(reason) }
            if let reason = storageWrapperReason(summary) { reasons.append(reason) }
            reasons += storageClashReasons(summary)
            if !facet.unsplittableDeclarations.isEmpty, let declaration = facet.unsplittableDeclarations[Site(summary)] {
                reasons.append(RefusalReason(kind: "several properties in one declaration", text: "its declaration at \(declaration) declares several properties at once, which @Observable cannot take, and this tool cannot split it (a shared type or a comment inside); split it by hand"))
            }
        }
        // Read only where a refining protocol or a requirement may be among them (few projects).
        let conformed = world.refiningProtocols.isEmpty && facet.requirements.isEmpty ? [] : Set(types.declarations(of: name).flatMap(\.inheritedTypes))
        for protocolName in world.refiningProtocols.isEmpty ? [] : conformed.sorted() {
            if let refining = world.refiningProtocols[protocolName] {
                reasons.append(RefusalReason(kind: "protocol refines ObservableObject", text: "it conforms to \(protocolName), which refines ObservableObject (\(Site(refining)))"))
            }
        }
        reasons += requirementReasons(name, conformed: conformed)
        return reasons
    }

    /// Uses a view-side transform keeps as they are (a view creating its model with
    /// `@ObservedObject`, `--strict`), by the type they keep an ObservableObject: the type
    /// their name means where it is written, or each candidate of a name that cannot be placed.
    private func legacyUseReasons() -> [TypeIdentity: [RefusalReason]] {
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
        var reasons: [TypeIdentity: [RefusalReason]] = [:]
        for (type, uses) in certain { reasons[type] = [RefusalMessage.legacyUseReason(uses)] }
        for (type, uses) in possible {
            reasons[type, default: []].append(RefusalMessage.legacyUseReason(uses.map(\.0), ambiguity: uses[0].ambiguity))
        }
        return reasons
    }

    /// Extensions adding the conformance to a name several types share, none visible at the
    /// top level: each candidate stays, as the extension may be its.
    private func unplacedConformanceReasons() -> [TypeIdentity: [RefusalReason]] {
        var reasons: [TypeIdentity: [RefusalReason]] = [:]
        for (conformance, ambiguity) in world.unplacedConformanceExtensions {
            let text = "the extension at \(Site(conformance)) adds the conformance to a type that cannot be placed: \(TypeNaming.describe(ambiguity))"
            for candidate in ambiguity.candidates where world.names.contains(candidate) {
                reasons[candidate, default: []].append(RefusalReason(kind: "ambiguous name", text: text))
            }
        }
        return reasons
    }

    private func isPublic(_ summary: TypeSummary) -> Bool {
        summary.modifiers.contains("public") || summary.modifiers.contains("open")
    }

    private func managedObjectReasons(_ summary: TypeSummary) -> [RefusalReason] {
        if world.mayInheritManagedObject && world.classChain(TypeIdentity(summary.qualifiedName)).contains(TypeIdentity("NSManagedObject")) {
            return [RefusalReason(kind: "Core Data or KVO", text: RefusalMessage.managedObject + place(summary))]
        }
        for member in summary.members where member.kind == .variable {
            let place = Site(path: summary.path, location: member.location)
            if member.attributes.contains("NSManaged") {
                return [RefusalReason(kind: "Core Data or KVO", text: "its property \(member.name) is @NSManaged (\(place))")]
            }
            if member.attributes.contains("objc") && member.modifiers.contains("dynamic") {
                return [RefusalReason(kind: "Core Data or KVO", text: "its property \(member.name) is @objc dynamic for key-value observing (\(place))")]
            }
        }
        return []
    }

    /// Generic code, existentials, constrained extensions and property wrappers that need it.
    private func requirementReasons(_ name: TypeIdentity, conformed: Set<String>) -> [RefusalReason] {
        var reasons: [RefusalReason] = []
        let kind = "generic code or existential needs ObservableObject"
        for requirement in facet.requirements {
            switch requirement.kind {
            case .anyClass(let what):
                reasons.append(RefusalReason(kind: kind, text: "\(what) (\(requirement.site)); this tool cannot tell which classes reach it"))
            case .protocolExtension(let protocolName) where conformed.contains(protocolName):
                reasons.append(RefusalReason(kind: kind, text: "it conforms to \(protocolName), whose extension at \(requirement.site) needs Self to be an ObservableObject"))
            case .wrapperValue(let wrapper):
                for use in facet.wrapperUses where use.wrapper == wrapper && use.wrappedType.map({ types.lookUp($0, in: use.enclosingType).identity }) == name {
                    reasons.append(RefusalReason(kind: kind, text: "it is wrapped by @\(wrapper) at \(use.site), which requires an ObservableObject (\(requirement.site))"))
                }
            case .wrapperEnclosingInstance(let wrapper):
                for use in facet.wrapperUses where use.wrapper == wrapper && use.enclosingType.map({ types.lookUp($0, in: nil).identity }) == name {
                    reasons.append(RefusalReason(kind: kind, text: "its property \(use.propertyName) uses @\(wrapper) at \(use.site), whose enclosing-instance subscript requires an ObservableObject (\(requirement.site))"))
                }
            default:
                break
            }
        }
        return reasons
    }

    /// A superclass declared outside the project might be an ObservableObject itself.
    private func externalSuperclassReason(_ summary: TypeSummary) -> RefusalReason? {
        guard summary.kind == .class, let lookUp = world.firstInheritedType(of: summary) else { return nil }
        if case .ambiguous(let ambiguity) = lookUp {
            return RefusalReason(kind: "ambiguous name", text: "its first inherited type\(place(summary)) \(TypeNaming.describe(ambiguity)); if it is a superclass, its hierarchy must migrate together")
        }
        guard case .external(let first) = lookUp else { return nil }
        if !world.primaryDeclarations(TypeIdentity(first)).isEmpty || first == "ObservableObject" || world.refiningProtocols[first] != nil || first == "NSManagedObject"
            || ExternalTypes.isKnownProtocol(first) || ExternalTypes.isKnownPlainClass(first) {
            return nil
        }
        return RefusalReason(kind: "superclass outside the project",
                             text: "its first inherited type \(first)\(place(summary)) is declared outside this project: if it is a superclass, it may be an ObservableObject, which cannot migrate with it")
    }

    /// `@Observable` generates `_x` storage for every observed property `x`.
    private func storageClashReasons(_ summary: TypeSummary) -> [RefusalReason] {
        let members = summary.members
        // A clash needs a member whose name starts with `_`: most classes have none.
        guard members.contains(where: { $0.name.utf8.first == UInt8(ascii: "_") }) else { return [] }
        let names = Set(members.map(\.name))
        return members.compactMap { member in
            guard member.kind == .variable, member.isStoredVariable, !member.isLet, !member.isStatic else { return nil }
            guard ClassMigration.isObserved(attributes: member.attributes, isLazy: member.modifiers.contains("lazy"),
                                            observeAll: options.observeAll) else { return nil }
            guard names.contains("_" + member.name) else { return nil }
            return RefusalReason(kind: "storage name clash", text: "its member _\(member.name) would clash with the storage @Observable generates for \(member.name) (\(Site(path: summary.path, location: member.location)))")
        }
    }

    /// " (path:line:col)" when several declarations share the identity (or `always`), so the reason says which one.
    func place(_ summary: TypeSummary, always: Bool = false) -> String {
        always || world.declarations(TypeIdentity(summary.qualifiedName)).count > 1 ? " (\(Site(summary)))" : ""
    }
}
