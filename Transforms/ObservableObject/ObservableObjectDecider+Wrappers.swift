import MigrationKit

extension ObservableObjectDecider {
    /// The view wrappers (`@ObservedObject`, `@StateObject`) of `ObservableObject` classes whose
    /// `$name` or `_name` is used somewhere: dropping the wrapper would break that use, so they
    /// keep it. By class, then property: the first such use.
    func usedWrapperProperties() -> [String: [String: PublisherUse]] {
        var owners: [String: Set<String>] = [:]   // property -> classes declaring it with a wrapper
        for name in world.names {
            for declaration in world.declarations(name) {
                for member in declaration.members where ClassOwnedWrapper(member) != nil { owners[member.name, default: []].insert(name) }
            }
        }
        guard !owners.isEmpty else { return [:] }
        var found: [String: [String: PublisherUse]] = [:]
        for use in facet.uses {
            let property: String
            switch use.member {
            case .projected(let name), .storage(let name): property = name
            case .objectWillChange, .declaresObjectWillChange: continue
            }
            guard let declaring = owners[property] else { continue }
            var blocked = declaring
            if case .type(let text) = resolver.resolve(use.receiver), let type = TypeText.baseName(text).map({ world.resolvedAlias($0) }) {
                blocked = world.classChain(type).first(where: declaring.contains).map { [$0] } ?? []
            }
            for owner in blocked where found[owner]?[property] == nil { found[owner, default: [:]][property] = use }
        }
        return found
    }
}
