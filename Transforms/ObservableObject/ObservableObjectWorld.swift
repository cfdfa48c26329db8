import MigrationKit
import SwiftCST

/// Which declarations of the project are `ObservableObject`s: those listing the conformance
/// (or a protocol refining it), the one class an extension adds it to, and their subclasses.
struct ObservableObjectWorld {
    let types: TypeIndex
    let typeFacts: TypeFacts
    /// Protocols that refine `ObservableObject`, directly or through another one.
    let refiningProtocols: [String: TypeSummary]
    /// `ObservableObject` type names (not already `@Observable`).
    private(set) var names: Set<String> = []
    /// Names of classes already marked `@Observable` (and no `ObservableObject` declaration).
    private(set) var alreadyObservable: Set<String> = []
    private var declarationsByName: [String: [TypeSummary]] = [:]
    /// Extensions adding `ObservableObject` or a refining protocol, by name, in index order.
    private var conformanceExtensionsByName: [String: [TypeSummary]] = [:]
    /// False when no class chain can reach `NSManagedObject`: no declaration is named so, no
    /// type alias names it, and no class inherits it first (most projects, without Core Data).
    let mayInheritManagedObject: Bool

    /// `threads`: how many threads may sort the declarations (the result does not depend on it).
    init(types: TypeIndex, typeFacts: TypeFacts, threads: Int = 1) {
        self.types = types
        self.typeFacts = typeFacts
        refiningProtocols = Self.refiningProtocols(in: types)
        let managedObject = "NSManagedObject"
        mayInheritManagedObject = typeFacts.typeAliases.values.contains(managedObject)
            || types.all.contains { $0.name == managedObject || ($0.kind == .class && $0.inheritedTypes.first == managedObject) }
        var found: [String: [TypeSummary]] = [:]
        var added: Set<ObjectIdentifier> = []
        func add(_ summary: TypeSummary) {
            if added.insert(summary.identity).inserted { found[summary.name, default: []].append(summary) }
        }
        var conformanceExtensions: [TypeSummary] = []
        var otherClasses: [TypeSummary] = []
        var observable = Set<String>()
        let roles = types.all.concurrentMap(threads: threads, role)
        found.reserveCapacity(roles.lazy.filter { $0 != .unrelated }.count)
        for (position, role) in roles.enumerated() where role != .unrelated {
            let summary = types.all[position]
            switch role {
            case .conformingExtension: conformanceExtensions.append(summary)
            case .conformingType: add(summary)
            case .conformingObservableClass: add(summary); observable.insert(summary.name)
            case .otherClass: otherClasses.append(summary)
            case .otherObservableClass: otherClasses.append(summary); observable.insert(summary.name)
            case .unrelated: break
            }
        }
        for summary in conformanceExtensions {
            let primary = primaryDeclarations(summary.name)
            if primary.count == 1 { add(primary[0]) } else { found[summary.name, default: []] += [] }
            conformanceExtensionsByName[summary.name, default: []].append(summary)
        }
        // Subclasses inherit the conformance.
        var changed = true
        while changed {
            changed = false
            for summary in otherClasses where !added.contains(summary.identity) {
                if let superclass = superclass(of: summary), found[superclass] != nil {
                    add(summary)
                    changed = true
                }
            }
        }
        declarationsByName.reserveCapacity(found.count)
        names.reserveCapacity(found.count)
        for (name, declarations) in found {
            let isMarked = { (summary: TypeSummary) in summary.attributes.contains("Observable") }
            let remaining = declarations.contains(where: isMarked) ? declarations.filter { !isMarked($0) } : declarations
            if remaining.isEmpty && !declarations.isEmpty { continue }
            declarationsByName[name] = remaining
            names.insert(name)
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
    var managedObjectClasses: Set<String> {
        guard mayInheritManagedObject else { return [] }
        return Set(types.all.filter { $0.kind == .class && !names.contains($0.name) && classChain($0.name).contains("NSManagedObject") }.map(\.name))
    }

    /// The `ObservableObject` declarations named `name` (not extensions).
    func declarations(_ name: String) -> [TypeSummary] { declarationsByName[name] ?? [] }

    /// Every declaration (not extension) named `name`, `ObservableObject` or not.
    func primaryDeclarations(_ name: String) -> [TypeSummary] { types.primaryDeclarations(named: name) }

    /// Extensions of `name` that add `ObservableObject` or a refining protocol.
    func conformanceExtensions(_ name: String) -> [TypeSummary] { conformanceExtensionsByName[name] ?? [] }

    /// Where warnings about `name` go: its declarations, and its conformance extensions when
    /// they cannot be matched to one declaration.
    func warningSites(of name: String) -> [Site] {
        var summaries = declarations(name)
        if primaryDeclarations(name).count != 1 { summaries += conformanceExtensions(name) }
        return summaries.map(Site.init)
    }

    /// A class gets `@Observable` when it is an `ObservableObject` by itself: it lists the
    /// conformance (here or in an extension) or has `@Published` properties. A subclass with
    /// neither inherits `Observable` from its migrated superclass and is left as it is.
    func needsMacro(_ summary: TypeSummary) -> Bool {
        listsConformance(summary) || !conformanceExtensions(summary.name).isEmpty
            || summary.members.contains(where: Self.isPublished)
    }

    /// The project class a class inherits from (its first inherited type, when that is a class here).
    func superclass(of summary: TypeSummary) -> String? {
        guard summary.kind == .class, let first = summary.inheritedTypes.first.map({ resolvedAlias($0) }) else { return nil }
        return types.anyDeclaration(named: first) { $0.kind == .class } ? first : nil
    }

    /// `name` and its superclasses, nearest first: project classes, then the first inherited
    /// type of the last one when that is declared elsewhere (`NSObject`, `NSManagedObject`).
    func classChain(_ name: String) -> [String] {
        var chain: [String] = []
        var next: String? = resolvedAlias(name)
        while let current = next, !chain.contains(current) {
            chain.append(current)
            let declaration = primaryDeclarations(current).first { $0.kind == .class }
            guard let first = declaration?.inheritedTypes.first.map({ resolvedAlias($0) }) else { break }
            if !types.anyDeclaration(named: first, where: { $0.kind != .extension }) {
                chain.append(first)
                break
            }
            next = first
        }
        return chain
    }

    /// True when a declaration named `type` has an `@Published` property `property`.
    func publishes(_ type: String, _ property: String) -> Bool {
        primaryDeclarations(type).contains { $0.members.contains { $0.name == property && Self.isPublished($0) } }
    }

    /// True for an `@Published` property.
    static func isPublished(_ member: MemberSummary) -> Bool { member.kind == .variable && member.attributes.contains("Published") }

    func resolvedAlias(_ name: String) -> String { typeFacts.resolvedAlias(name) }
}
