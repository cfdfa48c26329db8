import MigrationKit

extension ObservableObjectDecider {
    /// The view wrappers (`@ObservedObject`, `@StateObject`) of `ObservableObject` classes whose
    /// `$name` or `_name` is used somewhere: dropping the wrapper would break that use, so they
    /// keep it. By class, then property: the first such use.
    func usedWrapperProperties() -> [TypeIdentity: [String: PublisherUse]] {
        var owners: [String: Set<TypeIdentity>] = [:]   // property -> classes declaring it with a wrapper
        for name in world.names {
            for declaration in world.declarations(name) {
                for member in declaration.members where ClassOwnedWrapper(member) != nil { owners[member.name, default: []].insert(name) }
            }
        }
        return firstUses(ofProperties: owners)
    }

    /// The first `$name` or `_name` use of each property of `owners` (property -> classes
    /// declaring it), by the class it may be of: the nearest declaring class of the receiver's
    /// chain, or every declaring class when the receiver's type is unknown.
    func firstUses(ofProperties owners: [String: Set<TypeIdentity>]) -> [TypeIdentity: [String: PublisherUse]] {
        guard !owners.isEmpty else { return [:] }
        var found: [TypeIdentity: [String: PublisherUse]] = [:]
        for use in facet.uses {
            let property: String
            switch use.member {
            case .projected(let name), .storage(let name): property = name
            case .objectWillChange, .declaresObjectWillChange: continue
            }
            guard let declaring = owners[property] else { continue }
            var blocked = declaring
            if case .type(let text, let scope) = resolver.resolve(use.receiver), let found = resolver.lookUp(type: text, in: scope) {
                // Each class the receiver's type may be (one, unless its name cannot be placed).
                blocked = Set(found.possibleTypes.compactMap { world.classChain($0).first(where: declaring.contains) })
            }
            for owner in blocked where found[owner]?[property] == nil { found[owner, default: [:]][property] = use }
        }
        return found
    }
}
