import MigrationKit

/// Reasons a class stays because part of what it publishes cannot be carried over: members an
/// attached macro may add (which this tool cannot see), and `@AppStorage`/`@SceneStorage`
/// properties, which refresh views through `objectWillChange` and would not under `@Observable`.
extension ObservableObjectDecider {
    /// An attribute of the declaration that may be an attached macro: it may add `@Published`
    /// properties, which the rewrite would leave neither published nor tracked.
    func attachedMacroReason(_ summary: TypeSummary) -> RefusalReason? {
        guard summary.kind == .class, let attribute = summary.attributes.first(where: { ClassAttributes.mayBeMacro($0) && !world.globalActors.contains($0) }) else { return nil }
        return RefusalReason(kind: "attached macro",
                             text: "it carries @\(attribute)\(place(summary)), which may be a macro adding members this tool cannot see: an @Published one would no longer be observed")
    }

    /// `@AppStorage`/`@SceneStorage` properties: inside an `ObservableObject` they send
    /// `objectWillChange` when written (iOS 14.5, macOS 11.3), so views reading them refresh;
    /// `@Observable` would ignore them (`@ObservationIgnored`) and views would stop refreshing.
    func storageWrapperReason(_ summary: TypeSummary) -> RefusalReason? {
        let stored = summary.kind != .class ? [] : summary.members.filter { member in
            member.kind == .variable && !member.isStatic && member.attributes.contains { Self.storageWrappers.contains($0) }
        }
        guard let first = stored.first, let wrapper = first.attributes.first(where: Self.storageWrappers.contains) else { return nil }
        let listed = stored.prefix(RefusalMessage.listedSites).map(\.name)
        let names = stored.count > listed.count ? listed.joined(separator: ", ") + " and \(stored.count - listed.count) more" : listed.joinedAsPhrase
        return RefusalReason(kind: "AppStorage in the class",
                             text: "its @\(wrapper) \(names) (\(Site(path: summary.path, location: first.location))) \(stored.count == 1 ? "refreshes" : "refresh") views via objectWillChange, "
                                 + "lost under @Observable; make \(stored.count == 1 ? "it" : "them") computed over UserDefaults with access/withMutation, then run again")
    }

    private static let storageWrappers: Set<String> = ["AppStorage", "SceneStorage"]
}
