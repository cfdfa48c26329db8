import MigrationKit

/// A declaration or extension `observable-object` decides about.
struct DecidedDeclaration: Equatable, Sendable {
    var type: TypeIdentity
    /// How messages name the type.
    var name: String
    /// True for the places warnings about the type go (`ObservableObjectWorld.warningSites`).
    var getsWarnings: Bool
}

/// `observable-object`'s project-wide decisions, made once in `resolve` and read by `rewrite`.
struct ObservableObjectDecisions: IndexFacet {
    /// The classes this run migrates.
    var migrating: Set<TypeIdentity> = []
    /// Declarations to migrate (classes that get `@Observable`) and extensions whose
    /// conformance goes, by site (as `TypeSummary` gives it: the file as read).
    var migratingSites: Set<Site> = []
    /// Every type that is an `ObservableObject` (listing the conformance, inheriting it, or
    /// conforming to a protocol that refines it), with why it is not migrated when it is not.
    var refusals: [TypeIdentity: [Refusal]] = [:]
    /// The declarations and extensions decided about (where warnings go, and what migrates), by site.
    var declarations: [Site: DecidedDeclaration] = [:]
    /// Warnings and notes to report at a declaration, by the declaration's site.
    var warnings: [Site: Refusal] = [:]
    var notes: [Site: Refusal] = [:]
    /// By class, then property: where the `$name` or `_name` of an `@ObservedObject` or
    /// `@StateObject` property is used (first place), so the property keeps its wrapper.
    var usedWrappers: [TypeIdentity: [String: PublisherUse]] = [:]
    /// The publishers kept on migrating classes, by class.
    var bridges: [TypeIdentity: [PublisherBridge]] = [:]
    /// The `$name` publisher uses those bridges rename, by the site of the `$name` token.
    var publisherRenames: [Site: PublisherBridge] = [:]
    /// The `assign(to: &$name)` statements those bridges turn into kept `sink`s, by the site of the `$name` token.
    var assignmentRewrites: [Site: PublisherBridge] = [:]
    /// The spelled `Published<T>.Publisher` parameter types that become `some Publisher<T, Never>`,
    /// by the site of their `Published` token (`PublisherParameter`).
    var publisherParameters: Set<Site> = []
    /// The places of the `objectWillChange` sends and declarations that go (Observation takes them
    /// over), each with the classes that must still migrate when the file is rewritten (a
    /// view-side transform may refuse a class after this one decided).
    var willChangeRemovals: [Site: [TypeIdentity]] = [:]
    /// Plain stored properties whose changes were announced with `objectWillChange`: observed, by class.
    var observedBySends: [TypeIdentity: Set<String>] = [:]
    /// The migrating classes whose own `objectWillChange` uses go.
    var takesOverSends: Set<TypeIdentity> = []
    /// Declarations of protocols refining `ObservableObject` that become `AnyObject, Observable`
    /// (when the conformers given are all `@Observable` after the run), by site.
    var migratingProtocols: [Site: Set<TypeIdentity>] = [:]
    /// Generic parameters constrained to `ObservableObject` whose classes all migrate: the
    /// constraint becomes `AnyObject & Observable` (when they are all `@Observable` after the run).
    var genericConstraints: [GenericParameterKey: GenericConstraint] = [:]
    /// The files holding any of these declarations, renamed uses or removed sends: the only files `rewrite` touches.
    var paths: Set<String> = []

    init() {}

    mutating func merge(_ other: ObservableObjectDecisions) {
        migrating.formUnion(other.migrating)
        migratingSites.formUnion(other.migratingSites)
        refusals.merge(other.refusals) { mine, _ in mine }
        declarations.merge(other.declarations) { mine, _ in mine }
        warnings.merge(other.warnings) { mine, _ in mine }
        notes.merge(other.notes) { mine, _ in mine }
        usedWrappers.merge(other.usedWrappers) { mine, _ in mine }
        bridges.merge(other.bridges) { mine, _ in mine }
        publisherRenames.merge(other.publisherRenames) { mine, _ in mine }
        assignmentRewrites.merge(other.assignmentRewrites) { mine, _ in mine }
        willChangeRemovals.merge(other.willChangeRemovals) { mine, _ in mine }
        publisherParameters.formUnion(other.publisherParameters)
        observedBySends.merge(other.observedBySends) { mine, _ in mine }
        takesOverSends.formUnion(other.takesOverSends)
        migratingProtocols.merge(other.migratingProtocols) { mine, _ in mine }
        genericConstraints.merge(other.genericConstraints) { mine, _ in mine }
        paths.formUnion(other.paths)
    }

    /// Records the `objectWillChange` uses of a migrating class that go, and what they announced.
    mutating func takeOver(_ plan: WillChangePlan, of type: TypeIdentity) {
        for site in plan.removals { willChangeRemovals[site] = [type] }
        takesOverSends.insert(type)
        if !plan.observed.isEmpty { observedBySends[type] = plan.observed }
    }

    /// Records the bridges of a migrating class and the renames of their uses.
    mutating func keep(_ kept: [PublisherBridge], of type: TypeIdentity) {
        let kept = kept.map { bridge in
            var owned = bridge
            owned.owner = type
            return owned
        }
        bridges[type] = kept
        for bridge in kept {
            for site in bridge.uses { publisherRenames[site] = bridge }
            for site in bridge.assignments { assignmentRewrites[site] = bridge }
        }
    }
}
