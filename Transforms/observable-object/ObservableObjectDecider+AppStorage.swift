import MigrationKit

/// Which classes' `@AppStorage` properties cannot become observed computed properties
/// (`AppStorageProperty`), and why.
extension ObservableObjectDecider {
    /// Reasons by class: a declaration of a shape the rewrite does not carry over, a storage name
    /// already taken in the class's hierarchy (`links`), an init in an extension using the
    /// property, a use of its `$name` binding or `_name` wrapper.
    func appStorageReasons(links: [TypeIdentity: Set<TypeIdentity>]) -> [TypeIdentity: [Refusal]] {
        var reasons: [TypeIdentity: [Refusal]] = [:]
        var owners: [String: Set<TypeIdentity>] = [:]
        var declared: [PublishedProperty: Site] = [:]
        for type in world.names {
            var taken: [String: Site]?
            for declaration in world.primaryDeclarations(type) where declaration.kind == .class {
                for member in declaration.members where Self.isAppStorage(member) {
                    let site = Site(path: declaration.path, location: member.location)
                    let property = PublishedProperty(type: type, name: member.name)
                    owners[member.name, default: []].insert(type)
                    declared[property] = site
                    if let blocker = facet.appStorageBlockers[property] {
                        reasons[type, default: []].append(Refusal(.appStorage, blocker.text(member.name), at: [site], note: "@AppStorage \(member.name) declared here"))
                        continue
                    }
                    let storage = AppStorageProperty.storageName(of: member.name)
                    if taken == nil { taken = hierarchyMemberNames(type, links: links) }
                    if let clash = taken?[storage] {
                        reasons[type, default: []].append(Refusal(.appStorage, "its @AppStorage \(member.name) would keep its wrapper in \(storage), a name its hierarchy already has",
                                                                  at: [clash], note: "\(storage) declared here"))
                    } else if let initializer = facet.extensionInitializers.first(where: { $0.typePath == type.qualifiedName && $0.names.contains(member.name) }) {
                        reasons[type, default: []].append(Refusal(.appStorage, AppStorageProperty.Blocker.initializerUse.text(member.name),
                                                                  at: [initializer.site], note: "init here"))
                    }
                }
            }
        }
        for (type, uses) in firstUses(ofProperties: owners) {
            for (property, use) in uses.sorted(by: { $0.key < $1.key }) {
                let what = use.member == .storage(property) ? "_\(property) wrapper" : "$\(property) binding"
                var notes: [DiagnosticNote] = [.at(use.site, "\(what) used here")]
                if let site = declared[PublishedProperty(type: type, name: property)] { notes.append(.at(site, "@AppStorage \(property) declared here")) }
                reasons[type, default: []].append(Refusal(.appStorage, "its @AppStorage \(property)'s \(what) is used, which the computed property it would become does not have",
                                                          notes: notes))
            }
        }
        return reasons
    }

    /// A non-static `@AppStorage` property.
    static func isAppStorage(_ member: MemberSummary) -> Bool {
        member.kind == .variable && !member.isStatic && member.attributes.contains("AppStorage")
    }
}
