import MigrationKit

/// Reasons a class stays because part of what it publishes cannot be carried over: members an
/// attached macro may add (which this tool cannot see), and `@AppStorage`/`@SceneStorage`
/// properties, which refresh views through `objectWillChange` and would not under `@Observable`.
extension ObservableObjectDecider {
    /// An attribute of the declaration that may be an attached macro: it may add `@Published`
    /// properties, which the rewrite would leave neither published nor tracked.
    func attachedMacroReason(_ summary: TypeSummary) -> Refusal? {
        guard summary.kind == .class, let attribute = summary.attributes.first(where: { ClassAttributes.mayBeMacro($0) && !world.globalActors.contains($0) }) else { return nil }
        return Refusal(.attachedMacro, "it carries @\(oneLineQuote(attribute, limit: 40)), which may be a macro adding members this tool cannot see",
                       at: places(summary), note: "declared here")
    }

    /// `@AppStorage`/`@SceneStorage` properties: inside an `ObservableObject` they send
    /// `objectWillChange` when written (iOS 14.5, macOS 11.3), so views reading them refresh;
    /// `@Observable` would ignore them (`@ObservationIgnored`) and views would stop refreshing.
    func storageWrapperReason(_ summary: TypeSummary) -> Refusal? {
        let stored = summary.kind != .class ? [] : summary.members.filter { member in
            member.kind == .variable && !member.isStatic && member.attributes.contains { Self.storageWrappers.contains($0) }
        }
        guard let wrapper = stored.first?.attributes.first(where: Self.storageWrappers.contains) else { return nil }
        let names = RefusalMessage.listed(stored.map(\.name))
        return Refusal(.appStorage, "its @\(wrapper) \(names) \(stored.count == 1 ? "refreshes" : "refresh") views via objectWillChange, lost under @Observable",
                       notes: stored.map { .at(Site(path: summary.path, location: $0.location), "@\(wrapper) \($0.name) declared here") })
    }

    private static let storageWrappers: Set<String> = ["AppStorage", "SceneStorage"]
}
