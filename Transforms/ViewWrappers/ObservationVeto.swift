import MigrationKit

extension ObservationFacts {
    /// Keeps `name` an ObservableObject because a view-side use of it cannot be converted
    /// (`reason` says which and where): leaving an `@ObservedObject` of a class that became
    /// `@Observable` would not compile. Runs in `resolve`, before any file is rewritten, so
    /// `observable-object` and every view-side transform see the final verdict. The classes of
    /// the same hierarchy that were migrating stay with it (they migrate together or not at all).
    /// Types that are not migrating in this run are left as they are.
    /// Returns the reasons given, by the names it refused.
    mutating func veto(_ name: String, reason: String, types: TypeIndex) -> [String: String] {
        guard statuses[name] == .migrating else { return [:] }
        var refused = [name: reason]
        for relative in hierarchy(of: name, types: types) where relative != name && statuses[relative] == .migrating {
            refused[relative] = "it shares a class hierarchy with `\(name)`, which stays an ObservableObject (\(reason))"
        }
        for (type, why) in refused { statuses[type] = .refused(reason: why) }
        return refused
    }

    /// The classes connected to `name` by superclass links among the migrating classes.
    private func hierarchy(of name: String, types: TypeIndex) -> Set<String> {
        var family: Set<String> = [name]
        var frontier = [name]
        while let current = frontier.popLast() {
            let parents = types.inheritedTypes(of: current).filter { statuses[$0] != nil }
            let children = statuses.keys.filter { types.inheritedTypes(of: $0).contains(current) }
            for relative in parents + children where family.insert(relative).inserted {
                frontier.append(relative)
            }
        }
        return family
    }
}
