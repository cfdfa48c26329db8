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
    /// The files holding any of these declarations: the only files `rewrite` touches.
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
        paths.formUnion(other.paths)
    }
}
