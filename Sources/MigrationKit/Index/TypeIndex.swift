import SwiftCST

/// Every type declaration, extension and type alias of the project, by simple name; and by
/// identity (`TypeIdentity`), with names looked up where they are written (`lookUp(_:in:)`).
public struct TypeIndex: Sendable {
    public private(set) var all: [TypeSummary] = []
    public private(set) var aliases: [TypeAliasSummary] = []
    private(set) var byName: [String: Positions] = [:]
    /// Positions in `aliases`, by simple name (few projects have many).
    private(set) var aliasesByName: [String: [Int]] = [:]
    /// Set by `fileSharedNames()`, reset by every addition.
    private(set) var sharedNames: SharedNames? = nil

    /// The names that need looking up (several qualified names, or an alias of that name),
    /// filed so that queries read them at once instead of comparing or looking up each summary.
    struct SharedNames: Sendable {
        /// The identities of their declarations, sorted, by simple name.
        var identities: [String: [TypeIdentity]] = [:]
        /// The same identities, together.
        var declared: Set<TypeIdentity> = []
        /// Positions in `aliases` of every alias, by qualified name.
        var aliases: [String: [Int]] = [:]
        /// Positions in `all` of their summaries (extensions attached by look-up), by
        /// identity; filed last, with the look-ups the rest allows.
        var summaries: [TypeIdentity: [Int]]? = nil
    }

    /// The positions in `all` of the summaries of one name, in index order, and whether the
    /// declarations (not extensions) among them have more than one qualified name. Most names
    /// have one summary, held without an array (an array per name is an allocation per
    /// declaration).
    struct Positions: RandomAccessCollection, Sendable {
        private var first = -1
        private var rest: [Int] = []
        /// The qualified name of the first declaration (not extension) of this name.
        private(set) var firstPath: String?
        /// True when declarations of this name have different qualified names
        /// (`StatusCard.ViewModel`, `UserCard.ViewModel`): only then is a name looked up by scope.
        private(set) var hasSeveralPaths = false

        /// `path`: the qualified name of a declaration; nil for an extension.
        mutating func append(_ position: Int, declarationPath path: String?) {
            if first < 0 { first = position } else { rest.append(position) }
            guard let path = path else { return }
            if let existing = firstPath {
                if !hasSeveralPaths && existing != path { hasSeveralPaths = true }
            } else {
                firstPath = path
            }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { first < 0 ? 0 : rest.count + 1 }
        subscript(index: Int) -> Int { index == 0 ? first : rest[index - 1] }
    }

    public init() {}

    /// An index of `summaries` and `aliases` (one file's), with room made for them up front: a
    /// dictionary grown one name at a time is rehashed at every doubling.
    public init(_ summaries: [TypeSummary], aliases: [TypeAliasSummary] = []) {
        all.reserveCapacity(summaries.count)
        byName.reserveCapacity(summaries.count)
        for summary in summaries { add(summary) }
        for alias in aliases { add(alias) }
    }

    public mutating func add(_ summary: TypeSummary) {
        byName[summary.name, default: Positions()].append(all.count, declarationPath: summary.kind == .extension ? nil : summary.qualifiedName)
        all.append(summary)
        sharedNames = nil
    }

    public mutating func add(_ alias: TypeAliasSummary) {
        aliasesByName[alias.name, default: []].append(aliases.count)
        aliases.append(alias)
        sharedNames = nil
    }

    /// Files the summaries of names that need looking up by identity (their extensions
    /// attached by look-up), once every file is added: queries by identity then read them at
    /// once instead of comparing or looking up each summary of the name. Without it, the
    /// answers are the same, found more slowly.
    public mutating func fileSharedNames() {
        var table = SharedNames()
        for (position, alias) in aliases.enumerated() { table.aliases[alias.qualifiedName, default: []].append(position) }
        let shared = byName.filter { isShared($0.key, $0.value) }
        for (name, _) in shared {
            let identities = identities(named: name)
            table.identities[name] = identities
            table.declared.formUnion(identities)
        }
        sharedNames = table
        var summaries: [TypeIdentity: [Int]] = [:]
        for (_, positions) in shared {
            for position in positions {
                guard let identity = identity(of: all[position]) else { continue }
                summaries[identity, default: []].append(position)
            }
        }
        sharedNames?.summaries = summaries
    }

    /// True when names `name` (as a last component) need looking up where they are written.
    func isShared(_ name: String, _ positions: Positions) -> Bool {
        positions.hasSeveralPaths || !(aliasesByName.isEmpty || aliasesByName[name] == nil)
    }

    public mutating func merge(_ other: TypeIndex) {
        for summary in other.all { add(summary) }
        for alias in other.aliases { add(alias) }
    }

    // By simple name: every declaration and extension of that name, whatever it is nested in.

    /// Declarations and extensions named `name`.
    public func declarations(named name: String) -> [TypeSummary] { (byName[name]?.map { all[$0] }) ?? [] }

    /// `declarations(named: name).contains(where: predicate)`, without copying them out.
    public func anyDeclaration(named name: String, where predicate: (TypeSummary) -> Bool) -> Bool {
        byName[name]?.contains { predicate(all[$0]) } ?? false
    }

    /// True when the project declares a type alias named `name`, at any depth.
    public func declaresAlias(named name: String) -> Bool { aliasesByName[name] != nil }

    /// Everything `name` inherits or conforms to, in its declaration and its extensions.
    public func inheritedTypes(of name: String) -> [String] {
        guard let indices = byName[name] else { return [] }
        return indices.count == 1 ? all[indices[0]].inheritedTypes : indices.flatMap { all[$0].inheritedTypes }
    }

    /// Members declared in the type and its extensions.
    public func members(of name: String) -> [MemberSummary] { declarations(named: name).flatMap(\.members) }
}

// MARK: By identity

extension TypeIndex {
    /// The declarations and extensions of `identity`, in index order.
    public func declarations(of identity: TypeIdentity) -> [TypeSummary] {
        var found: [TypeSummary] = []
        forEachSummary(of: identity) { found.append($0) }
        return found
    }

    /// The declarations of `identity` that are not extensions, in index order.
    public func primaryDeclarations(of identity: TypeIdentity) -> [TypeSummary] {
        var found: [TypeSummary] = []
        forEachSummary(of: identity, extensions: false) { found.append($0) }
        return found
    }

    /// The declaration (not an extension) of `identity`, when there is exactly one.
    public func soleDeclaration(of identity: TypeIdentity) -> TypeSummary? {
        var found: TypeSummary? = nil
        var count = 0
        forEachSummary(of: identity, extensions: false) { found = $0; count += 1 }
        return count == 1 ? found : nil
    }

    /// `declarations(of: identity).contains(where: predicate)`, without copying them out.
    public func anyDeclaration(of identity: TypeIdentity, where predicate: (TypeSummary) -> Bool) -> Bool {
        var found = false
        forEachSummary(of: identity) { if !found && predicate($0) { found = true } }
        return found
    }

    /// The types `identity` inherits or conforms to, as written (`TypeSummary.inheritedTypePaths`),
    /// in its declarations and extensions: what to look up in the scope of `identity`.
    public func inheritedTypePaths(of identity: TypeIdentity) -> [String] {
        var found: [String] = []
        forEachSummary(of: identity) { found += $0.inheritedTypePaths }
        return found
    }

    /// True when a declaration or extension of `identity` lists `conformance` (a base name).
    public func conforms(_ identity: TypeIdentity, to conformance: String) -> Bool {
        anyDeclaration(of: identity) { $0.inheritedTypes.contains(conformance) }
    }

    /// Members declared in the type and its extensions.
    public func members(of identity: TypeIdentity) -> [MemberSummary] {
        var found: [MemberSummary] = []
        forEachSummary(of: identity) { found += $0.members }
        return found
    }

    /// `type` followed by its superclasses declared in the project, nearest first: the types
    /// it inherits (in its declarations and extensions, looked up in its scope) that are
    /// classes declared once in the project.
    public func classLineage(of type: TypeIdentity) -> [TypeIdentity] {
        var lineage: [TypeIdentity] = []
        var frontier = [type]
        while let next = frontier.popLast(), !lineage.contains(next) {
            lineage.append(next)
            let start = frontier.count
            forEachSummary(of: next) { summary in
                for inherited in summary.inheritedTypePaths {
                    if let parent = soleClass(named: inherited, in: next.qualifiedName) { frontier.append(parent) }
                }
            }
            frontier[start...].reverse()
        }
        return lineage
    }

    /// The class `path` means in `scope`, when it is declared once in the project.
    private func soleClass(named path: String, in scope: String) -> TypeIdentity? {
        let base = TypePath.lastComponent(path)
        if let (meaning, positions) = unsharedLookUp(base.startIndex == path.startIndex ? path : String(base)) {
            // Its summaries are at hand: no second look-up.
            guard case .declared(let type) = meaning, let positions = positions else { return nil }
            var declarations = positions.lazy.filter { all[$0].kind != .extension }.makeIterator()
            guard let only = declarations.next(), declarations.next() == nil, all[only].kind == .class else { return nil }
            return type
        }
        guard case .declared(let type) = lookUp(path, in: scope), soleDeclaration(of: type)?.kind == .class else { return nil }
        return type
    }

    /// How messages name `identity`: by its simple name, or by its qualified name when
    /// declarations with other qualified names share the simple name.
    public func displayName(of identity: TypeIdentity) -> String {
        let simple = identity.simpleName
        guard simple.startIndex != identity.qualifiedName.startIndex else { return identity.qualifiedName }
        return byName[String(simple)]?.hasSeveralPaths == true ? identity.qualifiedName : String(simple)
    }

    /// Calls `body` with each summary of `identity` (its declarations and, unless `extensions`
    /// is false, the extensions that extend it), in index order.
    private func forEachSummary(of identity: TypeIdentity, extensions: Bool = true, _ body: (TypeSummary) -> Void) {
        let qualified = identity.qualifiedName
        let simple = identity.simpleName
        let name = simple.startIndex == qualified.startIndex ? qualified : String(simple)
        guard let positions = byName[name] else { return }
        if let filed = sharedNames?.summaries, isShared(name, positions) {
            for position in filed[identity] ?? [] where extensions || all[position].kind != .extension { body(all[position]) }
            return
        }
        for position in positions {
            let summary = all[position]
            if summary.kind != .extension {
                if summary.qualifiedName == qualified { body(summary) }
            } else if extensions && extendedIdentity(summary, positions) == identity {
                body(summary)
            }
        }
    }

    /// `identity(of:)` for an extension filed in `positions`: without a look-up when the name
    /// is not shared.
    private func extendedIdentity(_ summary: TypeSummary, _ positions: Positions) -> TypeIdentity? {
        isShared(summary.name, positions) ? identity(of: summary) : TypeIdentity(positions.firstPath ?? summary.name)
    }
}
