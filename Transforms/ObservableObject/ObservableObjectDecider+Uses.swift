import MigrationKit
import SwiftCST

/// Reasons from uses: `$x`, `_x` and `objectWillChange` anywhere in the project, and values
/// passed to generic types that need an ObservableObject.
extension ObservableObjectDecider {
    /// Reasons from `$x`, `_x` and `objectWillChange` uses and from values passed to generic
    /// types that need an ObservableObject, by the type they block.
    func useReasons() -> [String: [RefusalReason]] {
        var byType: [String: [(key: UseKey, site: Site)]] = [:]
        let receivers = facet.uses.concurrentMap(threads: options.threads) { receiver(of: $0) }
        // Needed only for a use whose receiver's type is unknown.
        let publishers = receivers.contains { if case .unknown = $0 { return true } else { return false } } ? publishingTypes() : [:]
        let blocked = facet.uses.indices.concurrentMap(threads: options.threads) {
            blockedTypes(by: facet.uses[$0], receiver: receivers[$0], publishers: publishers)
        }
        for (use, found) in zip(facet.uses, blocked) {
            for (type, key) in found { byType[type, default: []].append((key, use.site)) }
        }
        let callsByType = facet.genericTypeRequirements.isEmpty ? [:] : Dictionary(grouping: facet.constructorCalls) { world.resolvedAlias($0.typeName) }
        for requirement in facet.genericTypeRequirements {
            for call in callsByType[requirement.typeName] ?? [] {
                for argument in call.arguments where requirement.labels.contains(argument.label) {
                    let passed = UseKey.What.passed(to: requirement.typeName, parameter: requirement.parameter, declaredAt: requirement.site)
                    switch resolver.resolve(argument.receiver) {
                    case .type(let text):
                        if let type = TypeText.baseName(text).map({ world.resolvedAlias($0) }), world.names.contains(type) {
                            byType[type, default: []].append((UseKey(what: passed, certain: true), call.site))
                        }
                    case .unknown:
                        for type in world.names { byType[type, default: []].append((UseKey(what: passed, certain: false), call.site)) }
                    case .genericParameter:
                        break
                    }
                }
            }
        }
        return byType.mapValues { uses in
            var order: [UseKey] = []
            var sites: [UseKey: [Site]] = [:]
            for use in uses {
                if sites[use.key] == nil { order.append(use.key) }
                sites[use.key, default: []].append(use.site)
            }
            return order.map { RefusalMessage.useReason($0, sites: sites[$0]!) }
        }
    }

    /// The `ObservableObject` types with an `@Published` property, by the property's name.
    private func publishingTypes() -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for name in world.names {
            for declaration in world.primaryDeclarations(name) {
                for member in declaration.members where ObservableObjectWorld.isPublished(member) { found[member.name, default: []].insert(name) }
            }
        }
        return found
    }

    /// A use's receiver, as far as the index tells.
    private enum Receiver {
        case genericParameter
        case known(type: String)
        case unknown
    }

    private func receiver(of use: PublisherUse) -> Receiver {
        switch resolver.resolve(use.receiver) {
        case .genericParameter: return .genericParameter
        case .type(let text): return TypeText.baseName(text).map { .known(type: world.resolvedAlias($0)) } ?? .unknown
        case .unknown: return .unknown
        }
    }

    /// `publishers`: the `ObservableObject` types with an `@Published` property, by its name.
    private func blockedTypes(by use: PublisherUse, receiver: Receiver, publishers: [String: Set<String>]) -> [(String, UseKey)] {
        let type: String?
        switch receiver {
        case .genericParameter: return []
        case .known(let known): type = known
        case .unknown: type = nil
        }
        switch use.member {
        case .projected(let property), .storage(let property):
            if let type = type {
                guard let owner = world.classChain(type).first(where: { world.publishes($0, property) }) else { return [] }
                return [(owner, UseKey(what: .use(use.member), certain: true))]
            }
            if case .storage = use.member { return [] }
            return (publishers[property] ?? []).map { ($0, UseKey(what: .use(use.member), certain: false)) }
        case .objectWillChange, .declaresObjectWillChange:
            if let type = type {
                guard let owner = world.classChain(type).first(where: { world.names.contains($0) }) else { return [] }
                return [(owner, UseKey(what: .use(use.member), certain: true))]
            }
            return world.names.map { ($0, UseKey(what: .use(use.member), certain: false)) }
        }
    }
}

/// A kind of use, for grouping sites in messages.
struct UseKey: Hashable {
    /// What was done with the class: one of its members used, or a value passed to a generic type.
    enum What: Hashable {
        case use(PublisherUse.Member)
        /// A value passed to a generic type whose parameter must be an ObservableObject.
        case passed(to: String, parameter: String, declaredAt: Site)
    }

    var what: What
    /// False when the receiver's type is unknown: the use may be another class's.
    var certain: Bool
}
