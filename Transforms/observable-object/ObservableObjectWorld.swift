import MigrationKit
import SwiftCST

/// Which declarations of the project are `ObservableObject`s: those listing the conformance
/// (or a protocol refining it), the one class an extension adds it to, and their subclasses.
/// Types are keyed by identity (`StatusCard.ViewModel`); names written in a declaration
/// (superclasses, conformances) are looked up from it.
struct ObservableObjectWorld {
    let types: TypeIndex
    /// Protocols that refine `ObservableObject`, directly or through another one, by simple name.
    let refiningProtocols: [String: TypeSummary]
    /// `ObservableObject` types (not already `@Observable`).
    private(set) var names: Set<TypeIdentity> = []
    /// Classes already marked `@Observable` (and no `ObservableObject` declaration).
    private(set) var alreadyObservable: Set<TypeIdentity> = []
    private var declarationsByType: [TypeIdentity: [TypeSummary]] = [:]
    /// Extensions adding `ObservableObject` or a refining protocol, by the type they extend, in index order.
    private var conformanceExtensionsByType: [TypeIdentity: [TypeSummary]] = [:]
    /// Extensions adding `ObservableObject` or a refining protocol to a name that cannot be
    /// placed between several project types.
    private(set) var unplacedConformanceExtensions: [(extension: TypeSummary, ambiguity: TypeAmbiguity)] = []
    /// False when no class chain can reach `NSManagedObject`: no declaration is named so, no
    /// type alias names it, and no class inherits it first (most projects, without Core Data).
    let mayInheritManagedObject: Bool
    /// The project's global actors (`@globalActor actor DataActor`), by simple name: attributes
    /// of a class that name one are not macros.
    let globalActors: Set<String>

    /// `threads`: how many threads may sort the declarations (the result does not depend on it).
    init(types: TypeIndex, threads: Int = 1) {
        self.types = types
        refiningProtocols = Self.refiningProtocols(in: types)
        let managedObject = "NSManagedObject"
        mayInheritManagedObject = types.aliases.contains { $0.target.map(TypePath.lastComponent) == managedObject[...] }
            || types.all.contains { $0.name == managedObject || ($0.kind == .class && $0.inheritedTypes.first == managedObject) }
        globalActors = Set(types.all.lazy.filter { $0.kind != .extension && $0.attributes.contains("globalActor") }.map(\.name))
        var found: [TypeIdentity: [TypeSummary]] = [:]
        var added: Set<ObjectIdentifier> = []
        func add(_ summary: TypeSummary) {
            if added.insert(summary.summaryID).inserted { found[TypeIdentity(summary.qualifiedName), default: []].append(summary) }
        }
        var conformanceExtensions: [TypeSummary] = []
        var otherClasses: [TypeSummary] = []
        var observable = Set<TypeIdentity>()
        let roles = types.all.concurrentMap(threads: threads, role)
        found.reserveCapacity(roles.lazy.filter { $0 != .unrelated }.count)
        for (position, role) in roles.enumerated() where role != .unrelated {
            let summary = types.all[position]
            switch role {
            case .conformingExtension: conformanceExtensions.append(summary)
            case .conformingType: add(summary)
            case .conformingObservableClass: add(summary); observable.insert(TypeIdentity(summary.qualifiedName))
            case .otherClass: otherClasses.append(summary)
            case .otherObservableClass: otherClasses.append(summary); observable.insert(TypeIdentity(summary.qualifiedName))
            case .unrelated: break
            }
        }
        for summary in conformanceExtensions {
            switch types.lookUp(summary.qualifiedName, in: nil) {
            case .ambiguous(let ambiguity):
                unplacedConformanceExtensions.append((summary, ambiguity))
            case let target:
                let type = target.identity!
                let primary = types.primaryDeclarations(of: type)
                if primary.count == 1 { add(primary[0]) } else { found[type, default: []] += [] }
                conformanceExtensionsByType[type, default: []].append(summary)
            }
        }
        // Subclasses inherit the conformance.
        var changed = true
        while changed {
            changed = false
            for summary in otherClasses where !added.contains(summary.summaryID) {
                if let superclass = superclass(of: summary), found[superclass] != nil {
                    add(summary)
                    changed = true
                }
            }
        }
        declarationsByType.reserveCapacity(found.count)
        names.reserveCapacity(found.count)
        for (type, declarations) in found {
            let isMarked = { (summary: TypeSummary) in summary.attributes.contains("Observable") }
            let remaining = declarations.contains(where: isMarked) ? declarations.filter { !isMarked($0) } : declarations
            if remaining.isEmpty && !declarations.isEmpty { continue }
            declarationsByType[type] = remaining
            names.insert(type)
        }
        alreadyObservable = observable.subtracting(names)
    }

    /// What the first pass over the declarations needs to know of one.
    private enum Role {
        case unrelated, conformingExtension, conformingType, conformingObservableClass, otherClass, otherObservableClass
    }

    private func role(_ summary: TypeSummary) -> Role {
        switch summary.kind {
        case .protocol: return .unrelated
        case .extension: return listsConformance(summary) ? .conformingExtension : .unrelated
        case .class:
            let observable = summary.attributes.contains("Observable")
            if listsConformance(summary) { return observable ? .conformingObservableClass : .conformingType }
            return observable ? .otherObservableClass : .otherClass
        default: return listsConformance(summary) ? .conformingType : .unrelated
        }
    }

    private static func refiningProtocols(in types: TypeIndex) -> [String: TypeSummary] {
        var found: [String: TypeSummary] = [:]
        var changed = true
        while changed {
            changed = false
            for summary in types.all where summary.kind == .protocol && found[summary.name] == nil {
                if summary.inheritedTypes.contains(where: { $0 == "ObservableObject" || found[$0] != nil }) {
                    found[summary.name] = summary
                    changed = true
                }
            }
        }
        return found
    }

    /// True when the declaration lists `ObservableObject` or a protocol refining it.
    func listsConformance(_ summary: TypeSummary) -> Bool {
        summary.inheritedTypes.contains { $0 == "ObservableObject" || (!refiningProtocols.isEmpty && refiningProtocols[$0] != nil) }
    }

    /// Project classes inheriting `NSManagedObject` (an `ObservableObject` through Apple's
    /// conformance) that do not list the conformance themselves.
    var managedObjectClasses: Set<TypeIdentity> {
        guard mayInheritManagedObject else { return [] }
        return Set(types.all.lazy.filter { $0.kind == .class }.map { TypeIdentity($0.qualifiedName) }
            .filter { !names.contains($0) && classChain($0).contains(TypeIdentity("NSManagedObject")) })
    }

    /// The `ObservableObject` declarations of `type` (not extensions).
    func declarations(_ type: TypeIdentity) -> [TypeSummary] { declarationsByType[type] ?? [] }

    /// Every declaration (not extension) of `type`, `ObservableObject` or not.
    func primaryDeclarations(_ type: TypeIdentity) -> [TypeSummary] { types.primaryDeclarations(of: type) }

    /// Extensions of `type` that add `ObservableObject` or a refining protocol.
    func conformanceExtensions(_ type: TypeIdentity) -> [TypeSummary] { conformanceExtensionsByType[type] ?? [] }

    /// Where warnings about `type` go: its declarations, and its conformance extensions when
    /// they cannot be matched to one declaration.
    func warningSites(of type: TypeIdentity) -> [Site] {
        var summaries = declarations(type)
        if primaryDeclarations(type).count != 1 { summaries += conformanceExtensions(type) }
        return summaries.map(Site.init)
    }

    /// A class gets `@Observable` when it is an `ObservableObject` by itself: it lists the
    /// conformance (here or in an extension), or has `@Published` properties, or `@AppStorage`
    /// ones (whose writes sent its `objectWillChange`, and which become observed computed
    /// properties). A subclass with none inherits `Observable` from its migrated superclass and is
    /// left as it is.
    func needsMacro(_ summary: TypeSummary) -> Bool {
        listsConformance(summary) || !conformanceExtensions(TypeIdentity(summary.qualifiedName)).isEmpty
            || summary.members.contains { Self.isPublished($0) || $0.kind == .variable && !$0.isStatic && $0.attributes.contains("AppStorage") }
    }

    /// The type a declaration's first inherited type names, looked up from the declaration.
    func firstInheritedType(of summary: TypeSummary) -> TypeLookup? {
        guard let first = summary.inheritedTypePaths.first else { return nil }
        return types.lookUp(first, in: summary.qualifiedName)
    }

    /// The project class a class inherits from (its first inherited type, when that is a class here).
    func superclass(of summary: TypeSummary) -> TypeIdentity? {
        guard summary.kind == .class, case .declared(let first)? = firstInheritedType(of: summary) else { return nil }
        return types.anyDeclaration(of: first) { $0.kind == .class } ? first : nil
    }

    /// `type` and its superclasses, nearest first: project classes, then the first inherited
    /// type of the last one when that is declared elsewhere (`NSObject`, `NSManagedObject`).
    func classChain(_ type: TypeIdentity) -> [TypeIdentity] {
        var chain: [TypeIdentity] = []
        var next: TypeIdentity? = type
        while let current = next, !chain.contains(current) {
            chain.append(current)
            guard let declaration = primaryDeclarations(current).first(where: { $0.kind == .class }),
                  let first = firstInheritedType(of: declaration)?.identity else { break }
            if !types.anyDeclaration(of: first, where: { $0.kind != .extension }) {
                chain.append(first)
                break
            }
            next = first
        }
        return chain
    }

    /// True when a declaration of `type` has an `@Published` property `property`.
    func publishes(_ type: TypeIdentity, _ property: String) -> Bool {
        primaryDeclarations(type).contains { $0.members.contains { $0.name == property && Self.isPublished($0) } }
    }

    /// How messages name `type`.
    func displayName(_ type: TypeIdentity) -> String { types.displayName(of: type) }

    /// True for an `@Published` property.
    static func isPublished(_ member: MemberSummary) -> Bool { member.kind == .variable && member.attributes.contains("Published") }
}
