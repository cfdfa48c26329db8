import MigrationKit

/// What Observation takes over of a class's own `objectWillChange`: the sends and the
/// declaration that go, and the properties whose changes they announced.
struct WillChangePlan: Sendable {
    var removals: [Site] = []
    /// Properties that were announced, now observed.
    var observed: Set<String> = []
}

/// `objectWillChange`, case by case: a send in a stored property's `willSet`, or right before
/// assignments to stored properties, goes (the properties are observed instead); one first in a
/// computed property's setter becomes the macro's `access`/`withMutation` around its storage; a
/// declared `let objectWillChange = ObservableObjectPublisher()` goes with them.
extension ObservableObjectDecider {
    func willChangePlans(_ sends: [TypeIdentity: [(PublisherUse, WillChangeSend)]], bridges: [TypeIdentity: [PublisherBridge]])
        -> (reasons: [TypeIdentity: [Refusal]], plans: [TypeIdentity: WillChangePlan]) {
        var reasons: [TypeIdentity: [Refusal]] = [:]
        var plans: [TypeIdentity: WillChangePlan] = [:]
        for type in sends.keys.sorted() {
            let stored = storedProperties(of: type)
            let bridged = Set((bridges[type] ?? []).map(\.property))
            var plan = WillChangePlan()
            for (use, send) in sends[type]! {
                switch send {
                case .inWillSet(let property) where bridged.contains(property):
                    break  // The bridge's rewrite of the willSet takes the send away (PublisherBridgeRewrite).
                default:
                    plan.removals.append(use.site)
                }
                switch send {
                case .declaration, .inSetter:
                    break
                case .inWillSet(let property):
                    if let refusal = untrackedRefusal([property], stored: stored, at: use.site) { reasons[type, default: []].append(refusal) }
                    if !world.publishes(type, property) { plan.observed.insert(property) }
                case .beforeAssignments(let properties):
                    if let other = properties.first(where: { stored[$0] == nil }) {
                        reasons[type, default: []].append(Refusal(.objectWillChange, "its objectWillChange is sent before an assignment to \(other), which is not a stored property of it", notes: [.at(use.site, "objectWillChange sent here")]))
                    } else if let refusal = untrackedRefusal(properties, stored: stored, at: use.site) {
                        reasons[type, default: []].append(refusal)
                    }
                    plan.observed.formUnion(properties.filter { stored[$0].map(ObservableObjectWorld.isPublished) == false })
                case .afterWrites(let writes):
                    if let refusal = afterWritesRefusal(writes, stored: stored, at: use.site) ?? untrackedRefusal(writes.map(\.property), stored: stored, at: use.site) {
                        reasons[type, default: []].append(refusal)
                    }
                    plan.observed.formUnion(writes.map(\.property).filter { stored[$0].map(ObservableObjectWorld.isPublished) == false })
                }
            }
            plans[type] = plan
        }
        return (reasons, plans)
    }

    /// Why a send after `writes` cannot go: a write to what is not a stored property, or a
    /// collection method called on a property that may hold a reference (its write is not seen).
    private func afterWritesRefusal(_ writes: [OwnPropertyWrite], stored: [String: MemberSummary], at site: Site) -> Refusal? {
        let notes = [DiagnosticNote.at(site, "objectWillChange sent here")]
        if let other = writes.first(where: { stored[$0.property] == nil }) {
            return Refusal(.objectWillChange, "its objectWillChange is sent after a write to \(other.property), which is not a stored property of it", notes: notes)
        }
        for case .mutated(let name) in writes where !OwnPropertyWrite.isValueCollection(typeText: stored[name]?.typeText) {
            return Refusal(.objectWillChange, "its objectWillChange is sent after a method call on \(name), not declared as an array, set or dictionary", notes: notes)
        }
        return nil
    }

    /// Why a send announcing changes of `properties` cannot go: one is lazy or wrapped (but in
    /// `@AppStorage`, which becomes an observed computed property), which `@Observable` cannot
    /// track, so it stays `@ObservationIgnored` and views reading it would not update.
    private func untrackedRefusal(_ properties: [String], stored: [String: MemberSummary], at site: Site) -> Refusal? {
        for name in properties {
            guard let member = stored[name] else { continue }
            let attributes = member.attributes.filter { $0 != "AppStorage" }
            if !ClassMigration.isTrackable(attributes: attributes, isLazy: member.modifiers.contains("lazy")) {
                let what = member.modifiers.contains("lazy") ? "lazy" : "wrapped"
                return Refusal(.objectWillChange, "its objectWillChange announces a change of \(name), which is \(what) and which @Observable cannot track",
                               notes: [.at(site, "objectWillChange sent here")])
            }
        }
        return nil
    }

    /// The stored instance `var`s declared by `type` (not inherited: its own migration decides
    /// whether they are observed), by name.
    private func storedProperties(of type: TypeIdentity) -> [String: MemberSummary] {
        var found: [String: MemberSummary] = [:]
        for member in world.primaryDeclarations(type).flatMap(\.members)
        where member.isStoredVariable && !member.isLet && !member.isStatic && found[member.name] == nil {
            found[member.name] = member
        }
        return found
    }
}

/// Forwarded children (`WillChangeForwarding`): a class and the child whose `objectWillChange`
/// it forwards migrate together (then the forwarding goes) or stay together.
extension ObservableObjectDecider {
    /// The forwardings, as (forwarding class, child, the child's `objectWillChange` use).
    func forwardingLinks(_ forwardings: [TypeIdentity: [PublisherUse]]) -> [(owner: TypeIdentity, child: TypeIdentity, use: PublisherUse)] {
        var links: [(owner: TypeIdentity, child: TypeIdentity, use: PublisherUse)] = []
        for child in forwardings.keys.sorted() {
            for use in forwardings[child]! {
                guard case .forwarding(let path) = use.form, let owner = types.lookUp(path, in: nil).identity else { continue }
                links.append((owner, child, use))
            }
        }
        return links
    }

    /// Gives a reason to each side of a forwarding whose other side stays; true when it gave any.
    func addForwardingReasons(_ reasons: inout [TypeIdentity: [Refusal]], links: [(owner: TypeIdentity, child: TypeIdentity, use: PublisherUse)]) -> Bool {
        var changed = false
        for link in links {
            let ownerStays = !world.names.contains(link.owner) || !(reasons[link.owner] ?? []).isEmpty
            let childStays = !(reasons[link.child] ?? []).isEmpty
            if childStays, !ownerStays {
                reasons[link.owner, default: []].append(Refusal(.objectWillChange, "it forwards the objectWillChange of \(world.displayName(link.child)), which stays an ObservableObject", notes: [.at(link.use.site, "objectWillChange forwarded here")]))
                changed = true
            } else if ownerStays, !childStays {
                reasons[link.child, default: []].append(Refusal(.objectWillChange, "its objectWillChange is forwarded by \(world.displayName(link.owner)), which stays an ObservableObject", notes: [.at(link.use.site, "objectWillChange forwarded here")]))
                changed = true
            }
        }
        return changed
    }
}
