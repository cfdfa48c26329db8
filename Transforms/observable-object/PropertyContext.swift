import MigrationKit
import SwiftCST

/// What deciding the properties of one migrating class needs beyond each declaration: the
/// uses of its view wrappers' projections, and its initializers' uses of the plain properties
/// `--observe-all` makes observed.
struct PropertyContext {
    let type: TypeIdentity
    /// How messages name the class.
    let className: String
    /// The file's path.
    let path: String
    /// `@ObservedObject`/`@StateObject` properties whose `$name` or `_name` is used, with where.
    let usedWrappers: [String: PublisherUse]
    /// Plain stored properties whose changes were announced with `objectWillChange`: observed now.
    let observedBySends: Set<String>
    /// The used publishers kept by a bridge, by property.
    let bridges: [String: PublisherBridge]
    /// The uses, in the class's initializers in this file, of the properties that become observed.
    let initializerUses: InitializerStorageAccess
    /// Initializers of the class's extensions in other files that spell one of those properties.
    private let otherFileInitializers: [String: Site]

    /// `storageNames`: the plain properties that become observed; `initializers`: the class's
    /// initializers in this file (in the class and its extensions).
    init(type: TypeIdentity, path: String, index: ProjectIndex, storageNames: Set<String>, initializers: [FunctionDeclSyntax]) {
        self.type = type
        className = index.types.displayName(of: type)
        self.path = path
        usedWrappers = index[ObservableObjectDecisions.self].usedWrappers[type] ?? [:]
        observedBySends = index[ObservableObjectDecisions.self].observedBySends[type] ?? []
        bridges = Dictionary((index[ObservableObjectDecisions.self].bridges[type] ?? []).map { ($0.property, $0) }) { first, _ in first }
        initializerUses = InitializerStorageAccess(of: storageNames, in: initializers)
        var elsewhere: [String: Site] = [:]
        if !storageNames.isEmpty {
            for initializer in index[ObservableObjectFacet.self].extensionInitializers
            where initializer.typePath == type.qualifiedName && initializer.site.path != path {
                for name in initializer.names.intersection(storageNames) where elsewhere[name] == nil { elsewhere[name] = initializer.site }
            }
        }
        otherFileInitializers = elsewhere
    }

    /// Why the initializers' uses of `name` cannot name its storage `_name`, if they cannot.
    /// An initializer in another file cannot reach the (private) storage; it is a convenience
    /// initializer, which sets the property once the instance is whole, so only observers
    /// make that matter.
    func storageBlocker(_ name: String, hasObservers: Bool) -> Refusal? {
        if let local = initializerUses.shadowing[name] {
            return Refusal(.storageStaysIgnored, "\(name) stays @ObservationIgnored: a local \(name) in an init hides it from its storage _\(name)",
                                   notes: [.at(Site(path, local), "local \(name) here")])
        }
        if hasObservers, let site = otherFileInitializers[name] {
            return Refusal(.storageStaysIgnored, "\(name) stays @ObservationIgnored: an init in another file sets it, out of reach of its private storage _\(name)",
                                   notes: [.at(site, "init here")])
        }
        return nil
    }
}
