import MigrationKit

/// The project-wide safety rule of `environment-object`: an `.environmentObject(x)` site that
/// cannot become `.environment(x)` (its value's type is unknown, or a suppression comment keeps
/// it) blocks every `@EnvironmentObject` type it may inject, since an object injected the old
/// way is missing for an `@Environment(T.self)` reader.
enum InjectionBlocking {
    /// The first blocking site per `@EnvironmentObject` type that would otherwise convert.
    static func blockingSites(facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> [TypeIdentity: PlacedReason] {
        let readTypes = Set(facts.positions(of: .environmentObject).concurrentMap(threads: options.threads) { position -> [TypeIdentity] in
            let record = facts.wrappers[position]
            guard TypeObservability.of(record, index: index, options: options).isObservable else { return [] }
            return record.possibleTypes(in: index)
        }.joined())
        var blocking: [TypeIdentity: PlacedReason] = [:]
        func block(_ type: TypeIdentity, _ site: InjectionSite, _ why: String) {
            if blocking[type].map({ site.place < $0.place }) ?? true {
                blocking[type] = PlacedReason(place: site.place, why: "`\(oneLineQuote(site.text))` stays: \(why)")
            }
        }
        let resolver = StaticTypeResolver(index)
        let types = facts.injections.concurrentMap(threads: options.threads) { resolver.lookUp($0.query) }
        for (site, type) in zip(facts.injections, types) {
            switch type {
            case .success(.ambiguous(let ambiguity)):
                let why = "the static type of its value \(TypeNaming.describe(ambiguity))"
                for type in ambiguity.candidates where readTypes.contains(type) { block(type, site, why) }
            case .success(let found):
                if site.isSuppressed, let type = found.identity, readTypes.contains(type) { block(type, site, "a `swiftui-migrate:disable` comment keeps it") }
            case .failure(let unknown):
                for type in readTypes { block(type, site, "the static type of its value is unknown: \(unknown.why)") }
            }
        }
        return blocking
    }

    /// The `.environmentObject(x)` sites whose file cannot be changed, or whose deployment target
    /// is too old for `.environment(x)`: they stay, so the class of `x` (when known) must stay an
    /// ObservableObject (each class it may be, when its name cannot be placed); by class, the
    /// first such site's reason.
    static func heldBackSites(facts: ViewWrapperFacts, index: ProjectIndex, options: MigrationOptions) -> [TypeIdentity: (reason: String, site: Site)] {
        var reasons: [TypeIdentity: (reason: String, site: Site)] = [:]
        let resolver = StaticTypeResolver(index)
        for site in facts.injections.sorted(by: { $0.place < $1.place }) {
            guard let why = options.observationRefusal(needing: "Observation", inFile: site.place.path)?.text,
                  case .success(let found) = resolver.lookUp(site.query) else { continue }
            for type in found.possibleTypes where reasons[type] == nil { reasons[type] = ("`\(oneLineQuote(site.text))` is left as it is: \(why)", site.place) }
        }
        return reasons
    }
}
