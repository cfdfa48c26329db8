import MigrationKit
import SwiftCST

/// What the three view-side transforms share: each decides per wrapper property (the same
/// decision in `collect` and `resolve`, to keep the types of refused properties
/// ObservableObjects, and in `rewrite`, for edits), warns at the properties it refuses and
/// converts the others.
protocol ViewWrapperTransform: Transform {
    /// What a converted property becomes.
    associatedtype Conversion
    static var kind: ViewWrapperKind { get }
    /// The kind's own refusals that the declaration alone decides (after the shared ones).
    func kindLocalRefusal(_ record: WrapperRecord) -> WrapperRefusal?
    func decide(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperDecision<Conversion>
}

extension ViewWrapperTransform {
    func kindLocalRefusal(_ record: WrapperRecord) -> WrapperRefusal? { nil }

    /// A property left for its file's deployment target that keeps its class an ObservableObject
    /// is reported where the file holds this transform back: the class's warning points at it.
    public static func reportsWhenHeldBack(_ reason: DiagnosticReason) -> Bool { reason == .observationDeploymentTarget }

    /// A wrapper converts only with its class: both sides must be written.
    public static var editsDependAcrossFiles: Bool { true }

    /// The refusals the declaration alone decides.
    func localRefusal(_ record: WrapperRecord) -> WrapperRefusal? {
        WrapperChecks.localRefusal(record) ?? kindLocalRefusal(record)
    }

    /// The refusals every kind checks before its own: `localRefusal`, then
    /// `WrapperChecks.projectRefusal`.
    func sharedRefusal(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperRefusal? {
        localRefusal(record) ?? WrapperChecks.projectRefusal(record, facts: index[ViewWrapperFacts.self], index: index, options: options)
    }

    /// Phase 1: the facts, and a legacy use for each property the declaration alone refuses,
    /// so `observable-object` keeps its type an ObservableObject.
    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        for record in ViewWrapperFacts.collect(Self.kind, file, into: &index) {
            guard case .named(let name) = record.type, let use = localRefusal(record)?.legacyUse else { continue }
            index[ObservationFacts.self].recordLegacyUse(ObservationFacts.LegacyUse(
                type: TypeReference(name, in: record.ownerType), path: record.place.path, location: record.place.location,
                description: use, transformID: Self.id))
        }
    }

    /// Phase 2 filter. Wrapper properties and `_m = Wrapper(wrappedValue:)` set-ups spell the
    /// wrapper's name and injection sites spell `environmentObject`; a `$m` use elsewhere (an
    /// extension of the view in another file) may need a `@Bindable` declaration or a report.
    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        var words = [Self.kind.rawValue]
        if Self.kind == .environmentObject { words.append("environmentObject") }
        return file.contains(anyOf: words)
            || file.containsProjection(ofAnyOf: index[ViewWrapperFacts.self].propertyNames[Self.kind] ?? [])
    }

    /// Phase 1, `resolve`: keeps the types of the properties refused for project-wide reasons
    /// ObservableObjects.
    public func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {
        applyVetoes(&index, options: options)
    }

    /// Keeps the types of the properties refused for project-wide reasons ObservableObjects;
    /// returns what `WrapperChecks.applyVetoes` does.
    @discardableResult
    func applyVetoes(_ index: inout ProjectIndex, options: MigrationOptions) -> [Int: Bool] {
        WrapperChecks.applyVetoes(Self.kind, index: &index, threads: options.threads) { record, index in
            guard case .refuse(let refusal) = decide(record, index: index, options: options) else { return nil }
            return refusal
        }
    }

    /// True for an `@ObservedObject` or `@StateObject` property of a class that `observable-object`
    /// migrates: that transform decides the property with its class (`ClassOwnedWrapper`: the
    /// wrapper goes, or stays with a reason) and reports it there, so this one neither edits nor
    /// reports it. Its refusals still keep the wrapped type an ObservableObject (`resolve`), as a
    /// wrapper the class keeps needs one.
    func isDecidedWithItsClass(_ record: WrapperRecord, index: ProjectIndex) -> Bool {
        guard record.ownerIsClass, ClassOwnedWrapper(rawValue: Self.kind.rawValue) != nil, let owner = record.ownerIdentity(in: index.types) else { return false }
        return index[ObservationFacts.self].statuses[owner] == .migrating
    }

    /// Decides every wrapper property of `file` (but those decided with their class): warns at
    /// the refused ones, and calls `convert` with the others.
    func rewriteProperties(_ file: SourceFile, context: TransformContext, into result: inout TransformResult,
                           convert: (WrapperProperty, Conversion, inout TransformResult) -> Void) {
        for property in WrapperProperty.all(Self.kind, in: file) where !isDecidedWithItsClass(property.record, index: context.index) {
            switch decide(property.record, index: context.index, options: context.options) {
            case .refuse(let refusal):
                if let warning = refusal.warning { result.raise(warning, at: property.attribute.node) }
            case .convert(let conversion):
                convert(property, conversion, &result)
            }
        }
    }
}
