import MigrationKit
import SwiftCST

/// Reasons from uses: `$x`, `_x` and `objectWillChange` anywhere in the project, and values
/// of uncertain type passed to generic types that need an ObservableObject.
extension ObservableObjectDecider {
    /// Reasons from `$x`, `_x` and `objectWillChange` uses and from values passed to generic
    /// types that need an ObservableObject, by the type they block; and, under
    /// `--publishers bridge`, the `$x` uses a bridge may keep instead (certain receivers only).
    /// Also the class's own `objectWillChange` sends (and declaration) Observation may take over.
    /// And the forwardings of a child's `objectWillChange` (`WillChangeForwarding`), by the child forwarded.
    /// And the uses whose receiver is a protocol refining ObservableObject (by simple name) or,
    /// for nil, a generic parameter (`protocolHoldReasons`).
    /// `passedUncertainly`: values of unknown or ambiguous type passed to generic types (`genericViewGroups`).
    func useReasons(passedUncertainly: [TypeIdentity: [(key: UseKey, site: Site, why: String?)]]) -> (reasons: [TypeIdentity: [Refusal]], bridgeable: [PublishedProperty: [PublisherUse]],
                          sends: [TypeIdentity: [(PublisherUse, WillChangeSend)]], forwardings: [TypeIdentity: [PublisherUse]],
                          protocolUses: [(protocolName: String?, use: PublisherUse)]) {
        var protocolUses: [(protocolName: String?, use: PublisherUse)] = []
        var forwardings: [TypeIdentity: [PublisherUse]] = [:]
        var bridgeable: [PublishedProperty: [PublisherUse]] = [:]
        var sends: [TypeIdentity: [(PublisherUse, WillChangeSend)]] = [:]
        var byType: [TypeIdentity: [(key: UseKey, site: Site, why: String?)]] = [:]
        var initializedStorage: [PublishedProperty: [(key: UseKey, site: Site, why: String?)]] = [:]
        // Uses in a row with one receiver (a class's own `self`, say) resolve it once.
        let uses = facet.uses
        let firsts = uses.indices.filter { $0 == 0 || uses[$0].receiver != uses[$0 - 1].receiver }
        let resolved = firsts.concurrentMap(threads: options.threads) { receiver(of: uses[$0].receiver) }
        var receivers: [Receiver] = []
        receivers.reserveCapacity(uses.count)
        for (run, first) in firsts.enumerated() {
            receivers += repeatElement(resolved[run], count: (run + 1 < firsts.count ? firsts[run + 1] : uses.count) - first)
        }
        // Each type's class chain is searched once per member used.
        var searches: Set<ChainSearch> = []
        for (use, receiver) in zip(uses, receivers) {
            switch receiver {
            case .known(let type):
                searches.insert(ChainSearch(type: type, member: use.member))
                let simple = String(type.simpleName)
                if world.refiningProtocols[simple]?.qualifiedName == type.qualifiedName { protocolUses.append((simple, use)) }
            case .genericParameter:
                if !world.refiningProtocols.isEmpty, !use.member.isStorage { protocolUses.append((nil, use)) }
            case .ambiguous(let ambiguity): for type in ambiguity.candidates { searches.insert(ChainSearch(type: type, member: use.member)) }
            case .unknown: break
            }
        }
        let ordered = Array(searches)
        let owners = Dictionary(uniqueKeysWithValues: zip(ordered, ordered.concurrentMap(threads: options.threads) { blockedType($0) }))
        // Needed only for a use whose receiver's type is unknown.
        let publishers = receivers.contains { if case .unknown = $0 { return true } else { return false } } ? publishingTypes() : [:]
        let blocked = uses.indices.map { blockedTypes(by: uses[$0], receiver: receivers[$0], owners: owners, publishers: publishers) }
        for (index, found) in blocked.enumerated() {
            let use = uses[index]
            var why: String?
            if case .unknown(let unknown) = receivers[index] { why = unknown }
            for (type, key) in found {
                if options.publishers == .bridge, key.certainty == .certain, case .use(.projected(let property)) = key.what {
                    bridgeable[PublishedProperty(type: type, name: property), default: []].append(use)
                } else if key.certainty == .certain, case .send(let send) = use.form {
                    sends[type, default: []].append((use, send))
                } else if key.certainty == .certain, case .forwarding = use.form {
                    forwardings[type, default: []].append(use)
                } else if key.certainty == .certain, case .storageInitialization(let mayFollowSubscription) = use.form,
                          case .use(.storage(let property)) = key.what {
                    if mayFollowSubscription { initializedStorage[PublishedProperty(type: type, name: property), default: []].append((key, use.site, nil)) }
                } else if use.form == .forwardedSend {
                    continue
                } else {
                    byType[type, default: []].append((key, use.site, why))
                }
            }
        }
        // A storage set up in an init goes with the class (`PublishedStorageInitialization`),
        // unless a bridge keeps its publisher and a subscription may exist by then (a delegating
        // init after `self.init()`, a `$name` before it): the new value would miss the subject.
        for (property, found) in initializedStorage where bridgeable[property] != nil { byType[property.type, default: []] += found }
        for (type, found) in passedUncertainly { byType[type, default: []] += found }
        let reasons = byType.mapValues { uses in
            var order: [UseKey] = []
            var sites: [UseKey: [Site]] = [:]
            var firstWhy: [UseKey: String] = [:]
            for use in uses {
                if sites[use.key] == nil { order.append(use.key) }
                sites[use.key, default: []].append(use.site)
                if firstWhy[use.key] == nil, let why = use.why { firstWhy[use.key] = why }
            }
            return order.map { RefusalMessage.useReason($0, sites: sites[$0]!, unknownBecause: firstWhy[$0]) }
        }
        return (reasons, bridgeable, sends, forwardings, protocolUses)
    }

    /// The `ObservableObject` types with an `@Published` property, by the property's name.
    private func publishingTypes() -> [String: Set<TypeIdentity>] {
        var found: [String: Set<TypeIdentity>] = [:]
        for name in world.names {
            for declaration in world.primaryDeclarations(name) {
                for member in declaration.members where ObservableObjectWorld.isPublished(member) { found[member.name, default: []].insert(name) }
            }
        }
        return found
    }

    /// A use's receiver, as far as the index tells.
    private enum Receiver {
        case genericParameter
        case known(type: TypeIdentity)
        /// A type name that cannot be placed between several types.
        case ambiguous(TypeAmbiguity)
        /// Not known; says why.
        case unknown(String)
    }

    private func receiver(of query: StaticTypeQuery) -> Receiver {
        switch resolver.resolve(query) {
        case .genericParameter: return .genericParameter
        case .type(let text, let scope):
            switch resolver.lookUp(type: text, in: scope) {
            case .ambiguous(let ambiguity)?: return .ambiguous(ambiguity)
            case let found?: return .known(type: found.identity!)
            case nil: return .unknown("its type `\(text)` is not a named type")
            }
        case .unknown(let why): return .unknown(why)
        }
    }

    /// `owners`: the class each chain search finds (`blockedType`); `publishers`: the
    /// `ObservableObject` types with an `@Published` property, by its name.
    private func blockedTypes(by use: PublisherUse, receiver: Receiver, owners: [ChainSearch: TypeIdentity?],
                              publishers: [String: Set<TypeIdentity>]) -> [(TypeIdentity, UseKey)] {
        switch receiver {
        case .genericParameter:
            return []
        case .known(let type):
            let what: UseKey.What = if case .willChangeUse(let kind) = use.form { .willChange(kind) } else { .use(use.member) }
            return owners[ChainSearch(type: type, member: use.member)]!.map { [($0, UseKey(what: what, certainty: .certain))] } ?? []
        case .ambiguous(let ambiguity):
            let key = UseKey(what: .use(use.member), certainty: .ambiguous(TypeNaming.describe(ambiguity)))
            return ambiguity.candidates.compactMap { owners[ChainSearch(type: $0, member: use.member)]! }.map { ($0, key) }
        case .unknown:
            switch use.member {
            case .projected(let property):
                return (publishers[property] ?? []).map { ($0, UseKey(what: .use(use.member), certainty: .unknownReceiver)) }
            case .storage:
                return []
            case .objectWillChange, .declaresObjectWillChange:
                return world.names.map { ($0, UseKey(what: .use(use.member), certainty: .unknownReceiver)) }
            }
        }
    }

    /// A use of `member` of a value of `type`, as far as the class it blocks depends.
    private struct ChainSearch: Hashable {
        var type: TypeIdentity
        var member: PublisherUse.Member
    }

    /// The class a use of a member of a value of a type blocks: the nearest of its chain that
    /// publishes the property, or for `objectWillChange` that is an ObservableObject.
    private func blockedType(_ search: ChainSearch) -> TypeIdentity? {
        switch search.member {
        case .projected(let property), .storage(let property):
            return world.classChain(search.type).first { world.publishes($0, property) }
        case .objectWillChange, .declaresObjectWillChange:
            return world.classChain(search.type).first { world.names.contains($0) }
        }
    }
}

/// A kind of use, for grouping sites in messages.
struct UseKey: Hashable {
    /// What was done with the class: one of its members used, or a value passed to a generic type.
    enum What: Hashable {
        case use(PublisherUse.Member)
        /// The class's `objectWillChange` used, of a kind Observation does not take over.
        case willChange(WillChangeUse)
        /// A value passed to a generic type whose parameter must be an ObservableObject.
        case passed(to: String, parameter: String, declaredAt: Site)
    }

    /// How sure it is that the use is the class's.
    enum Certainty: Hashable {
        case certain
        /// The receiver's type is unknown: the use may be another class's.
        case unknownReceiver
        /// The receiver's type name is one several types share, none visible where it is
        /// written (says so): the use may be another class's.
        case ambiguous(String)
    }

    var what: What
    var certainty: Certainty
}
