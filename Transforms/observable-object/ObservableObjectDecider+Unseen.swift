import MigrationKit

/// Reasons a class stays because part of what it publishes cannot be carried over: members an
/// attached macro may add (which this tool cannot see), and `@SceneStorage` properties.
extension ObservableObjectDecider {
    /// An attribute of the declaration that may be an attached macro: it may add `@Published`
    /// properties, which the rewrite would leave neither published nor tracked.
    func attachedMacroReason(_ summary: TypeSummary) -> Refusal? {
        guard summary.kind == .class, let attribute = summary.attributes.first(where: { ClassAttributes.mayBeMacro($0) && !world.globalActors.contains($0) }) else { return nil }
        return Refusal(.attachedMacro, "it carries @\(oneLineQuote(attribute, limit: 40)), which may be a macro adding members this tool cannot see",
                       at: places(summary), note: "declared here")
    }

    /// `@SceneStorage` properties: per-scene view state, which this tool does not carry over
    /// (`@AppStorage` ones become observed computed properties, see `appStorageReasons`).
    func storageWrapperReason(_ summary: TypeSummary) -> Refusal? {
        let stored = summary.kind != .class ? [] : summary.members.filter { member in
            member.kind == .variable && !member.isStatic && member.attributes.contains("SceneStorage")
        }
        guard !stored.isEmpty else { return nil }
        let names = RefusalMessage.listed(stored.map(\.name))
        return Refusal(.appStorage, "its @SceneStorage \(names) \(stored.count == 1 ? "is" : "are") per-scene view state, which this tool does not carry over to @Observable",
                       notes: stored.map { .at(Site(path: summary.path, location: $0.location), "@SceneStorage \($0.name) declared here") })
    }
}
