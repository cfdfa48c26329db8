import MigrationKit
import SwiftCST

/// The view-side transforms' part of the project index: every wrapper property and injection
/// site, how types use their properties, what their initializers do; and, once `resolve` ran,
/// which `@EnvironmentObject` properties convert.
struct ViewWrapperFacts: IndexFacet {
    var wrappers: [WrapperRecord] = []
    var injections: [InjectionSite] = []
    var uses = MemberUses()
    /// Creation effects of project types, by path (`TypeIndexer.path(of:)`; collected for `state-object`).
    var initializers: [String: TypeInitializers] = [:]
    /// Functions of the project with what their bodies do, by the path of their type ("" for
    /// top-level ones; collected for `state-object`).
    var functions: [String: [FunctionSummary]] = [:]
    /// Calls creating a type with arguments that may run code, by the type's name (collected
    /// for `state-object`; in no particular order).
    var constructionSites: [String: [ConstructionSite]] = [:]
    /// Files whose member uses were collected into this index (phase 1 collects one file per
    /// index; not merged).
    var collectedPaths: Set<String> = []
    /// The names of every wrapper property, by kind (for the phase 2 filter).
    var propertyNames: [ViewWrapperKind: Set<String>] = [:]

    /// Classes kept ObservableObjects by a view-side refusal found in `resolve`, with why.
    var vetoes: [TypeIdentity: String] = [:]
    /// Where the view-side refusal that kept each class in `vetoes` is (for a note at the class's warning).
    var vetoSites: [TypeIdentity: Site] = [:]
    /// Set by `environment-object`'s `resolve`: the first injection site that blocks each type's
    /// `@EnvironmentObject` properties.
    var blockingSites: [TypeIdentity: PlacedReason] = [:]
    /// Set by `environment-object`'s `resolve`: the properties that become `@Environment(T.self)`,
    /// by owner type path (`WrapperRecord.ownerType`; used to place `@Bindable` declarations in
    /// every file).
    var convertedEnvironmentProperties: [String: Set<String>] = [:]

    /// Without it in the project there is no `@StateObject` property (`StateObject(wrappedValue:)`
    /// and aliases spell it too), so the creation effects, functions and construction sites,
    /// read only to decide those, are not collected.
    static let stateObjectTrigger = CollectorTrigger("StateObject")

    init() {}

    mutating func merge(_ other: ViewWrapperFacts) {
        wrappers.appendAll(other.wrappers)
        injections.appendAll(other.injections)
        uses.merge(other.uses)
        addInitializers(other.initializers)
        functions.mergeAll(other.functions, uniquingKeysWith: +)
        constructionSites.mergeAll(other.constructionSites, uniquingKeysWith: +)
        for (kind, names) in other.propertyNames { propertyNames[kind, default: []].formUnion(names) }
    }

    /// Phase 1 for one file on behalf of the `kind` transform: its wrapper properties (and the
    /// injection sites or initializer effects it needs), plus the shared parts once per file.
    /// Returns the wrapper properties' records.
    static func collect(_ kind: ViewWrapperKind, _ file: SourceFile, into index: inout ProjectIndex) -> [WrapperRecord] {
        TypeFacts.collect(file, into: &index)
        let records = WrapperProperty.all(kind, in: file).map(\.record)
        let mentions = index.mentions
        index[ViewWrapperFacts.self].add(records, of: kind, from: file, mentions: mentions)
        return records
    }

    /// Adds `file`'s wrapper properties of `kind` (`records`), what the `kind` transform needs
    /// beside them, and the shared parts unless another kind added them already.
    /// `mentions`: the project's (`ProjectIndex.mentions`).
    private mutating func add(_ records: [WrapperRecord], of kind: ViewWrapperKind, from file: SourceFile, mentions: ProjectMentions) {
        if collectedPaths.insert(file.path).inserted { uses.merge(MemberUses.collect(file)) }
        wrappers += records
        propertyNames[kind, default: []].formUnion(records.map(\.property))
        switch kind {
        case .stateObject:
            // Read only to decide `@StateObject` properties: none without the word.
            guard mentions.mentions(ViewWrapperFacts.stateObjectTrigger) else { break }
            addInitializers(TypeInitializers.collect(file))
            functions.mergeAll(FunctionSummary.collect(file), uniquingKeysWith: +)
            for site in ConstructionSite.all(in: file) { constructionSites[String(TypePath.lastComponent(site.type.name)), default: []].append(site) }
        case .environmentObject:
            injections += InjectionCall.all(in: file).map(\.site)
        case .observedObject:
            break
        }
    }

    /// Adds creation effects of types, by path (a type new here is taken as it is).
    private mutating func addInitializers(_ other: [String: TypeInitializers]) {
        initializers.mergeAll(other) { mine, theirs in
            var merged = mine
            merged.merge(theirs)
            return merged
        }
    }

    /// The positions in `wrappers` of the records of one kind (so that deciding them copies no record).
    func positions(of kind: ViewWrapperKind) -> [Int] { wrappers.indices.filter { wrappers[$0].kind == kind } }
}
