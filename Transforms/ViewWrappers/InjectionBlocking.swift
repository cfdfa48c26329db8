import MigrationKit

/// The project-wide safety rule of `environment-object`: an `.environmentObject(x)` site that
/// cannot become `.environment(x)` (its value's type is unknown, or a suppression comment keeps
/// it) blocks every `@EnvironmentObject` type it may inject, since an object injected the old
/// way is missing for an `@Environment(T.self)` reader.
enum InjectionBlocking {
    /// The first blocking site per `@EnvironmentObject` type that would otherwise convert.
    static func blockingSites(facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> [String: PlacedReason] {
        let readTypes = Set(facts.positions(of: .environmentObject).concurrentMap(threads: options.threads) { position -> String? in
            guard let name = facts.wrappers[position].type.name(in: index),
                  TypeObservability.of(name, index: index, options: options).isObservable else { return nil }
            return name
        }.compactMap { $0 })
        var blocking: [String: PlacedReason] = [:]
        func block(_ type: String, _ site: InjectionSite, _ why: String) {
            if blocking[type].map({ site.place < $0.place }) ?? true {
                blocking[type] = PlacedReason(place: site.place, why: "`\(site.text)` at \(site.place) cannot become `.environment(…)` (\(why))")
            }
        }
        let resolver = StaticTypeResolver(index)
        let types = facts.injections.concurrentMap(threads: options.threads) { resolver.name(of: $0.query) }
        for (site, type) in zip(facts.injections, types) {
            switch type {
            case .success(let type):
                if site.isSuppressed && readTypes.contains(type) { block(type, site, "a `swiftui-migrate:disable` comment keeps it") }
            case .failure(let unknown):
                for type in readTypes { block(type, site, "the static type of its value is unknown: \(unknown.why)") }
            }
        }
        return blocking
    }

    /// The `.environmentObject(x)` sites whose file's deployment target is too old for
    /// `.environment(x)`: they stay, so the class of `x` (when known) must stay an
    /// ObservableObject; by class name, the first such site's reason.
    static func heldBackSites(facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> [String: String] {
        var reasons: [String: String] = [:]
        let resolver = StaticTypeResolver(index)
        for site in facts.injections.sorted(by: { $0.place < $1.place }) {
            guard let why = options.deploymentTargets.refusal(for: .observation, needing: "Observation", inFile: site.place.path),
                  case .success(let type) = resolver.name(of: site.query), reasons[type] == nil else { continue }
            reasons[type] = "`\(site.text)` at \(site.place) is left as it is: \(why)"
        }
        return reasons
    }
}
