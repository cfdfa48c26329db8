import MigrationKit

/// Class hierarchies migrate together: a class stays an ObservableObject when a class of its
/// hierarchy (a superclass, a subclass, or a sibling through a shared superclass) does.
extension ObservableObjectDecider {
    /// A class and its project superclasses migrate together: a refusal spreads through the hierarchy.
    func withHierarchyReasons(_ reasons: [TypeIdentity: [Refusal]], links: [TypeIdentity: Set<TypeIdentity>]) -> [TypeIdentity: [Refusal]] {
        var result = reasons
        // Each class's answer reads only `reasons` and `links`: the order does not matter, and
        // a class without links has no hierarchy to search.
        for name in world.names where links[name] != nil && (reasons[name] ?? []).isEmpty {
            // Breadth-first to the nearest refused class of the same hierarchy.
            var queue = [name]
            var seen: Set<TypeIdentity> = [name]
            var blocker: TypeIdentity? = nil
            while !queue.isEmpty, blocker == nil {
                let current = queue.removeFirst()
                for next in (links[current] ?? []).sorted() where seen.insert(next).inserted {
                    if !(reasons[next] ?? []).isEmpty { blocker = next; break }
                    queue.append(next)
                }
            }
            guard let blocker = blocker else { continue }
            result[name] = [Refusal(.classHierarchy, hierarchyText(name, blocker: blocker),
                                          notes: world.warningSites(of: blocker).prefix(1).map { .at($0, "\(world.displayName(blocker)) stays an ObservableObject here (see the warning there)") })]
        }
        return result
    }

    /// For `ObservationFacts.migratesWith`: every class with the other classes of its hierarchy.
    func hierarchyPartners(links: [TypeIdentity: Set<TypeIdentity>]) -> [TypeIdentity: Set<TypeIdentity>] {
        var partners: [TypeIdentity: Set<TypeIdentity>] = [:]
        for name in links.keys {
            var group: Set<TypeIdentity> = [name]
            var pending = [name]
            while let current = pending.popLast() {
                for next in links[current] ?? [] where group.insert(next).inserted { pending.append(next) }
            }
            partners[name] = group.subtracting([name])
        }
        return partners
    }

    /// Direct superclass links between ObservableObject classes, both ways.
    func hierarchyLinks() -> [TypeIdentity: Set<TypeIdentity>] {
        let names = Array(world.names)
        let superclasses = names.concurrentMap(threads: options.threads) { name in
            world.declarations(name).compactMap { world.superclass(of: $0) }.filter { world.names.contains($0) }
        }
        var links: [TypeIdentity: Set<TypeIdentity>] = [:]
        for (name, found) in zip(names, superclasses) {
            for superclass in found {
                links[name, default: []].insert(superclass)
                links[superclass, default: []].insert(name)
            }
        }
        return links
    }

    private func hierarchyText(_ name: TypeIdentity, blocker: TypeIdentity) -> String {
        let mine = world.classChain(name)
        let theirs = world.classChain(blocker)
        let because = ", and a class hierarchy migrates together"
        let blockerName = world.displayName(blocker)
        if mine.contains(blocker) { return "its superclass \(blockerName) stays an ObservableObject\(because)" }
        if theirs.contains(name) { return "its subclass \(blockerName) stays an ObservableObject\(because)" }
        let common = mine.first(where: theirs.contains) ?? blocker
        return "its superclass \(world.displayName(common)) must stay an ObservableObject for its subclass \(blockerName)\(because)"
    }
}
