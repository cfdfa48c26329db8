/// What a type name written somewhere in the project means.
public enum TypeLookup: Equatable, Sendable {
    /// A type declared in the project.
    case declared(TypeIdentity)
    /// The name may mean any of several project types (and, when none is visible, a type
    /// from elsewhere).
    case ambiguous(TypeAmbiguity)
    /// No project type has the name (or none is visible at the top level): another module's
    /// type, by its simple name.
    case external(String)

    /// The types the name may mean: its own, or every candidate of an ambiguous name.
    public var possibleTypes: [TypeIdentity] {
        if case .ambiguous(let ambiguity) = self { return ambiguity.candidates }
        return identity.map { [$0] } ?? []
    }

    /// The identity decisions are keyed by: the declared type's, or for another module's type
    /// its simple name; nil when the name is ambiguous.
    public var identity: TypeIdentity? {
        switch self {
        case .declared(let identity): return identity
        case .external(let name): return TypeIdentity(name)
        case .ambiguous: return nil
        }
    }
}

/// A type name that cannot be placed between several types.
public struct TypeAmbiguity: Equatable, Sendable {
    /// Why the name is ambiguous.
    public enum Cause: Equatable, Sendable {
        /// Several project types have the name and none is declared where it is written: it
        /// may be a type inherited from outside the project, or another module's.
        case notVisible
        /// It is declared more than once where it is written (aliases in `#if` branches).
        case declaredMoreThanOnce
    }

    /// As written.
    public var name: String
    /// The types it may mean, sorted.
    public var candidates: [TypeIdentity]
    public var cause: Cause

    public init(name: String, candidates: [TypeIdentity], cause: Cause) {
        self.name = name
        self.candidates = candidates
        self.cause = cause
    }
}

extension TypeIndex {
    /// Aliases followed, and path components resolved through them, before giving up (cycles).
    private static let maximumDepth = 8

    /// What the type `name` (as written, without generic arguments: `ViewModel`,
    /// `StatusCard.ViewModel`) means inside the declaration whose `TypeSummary.qualifiedName`
    /// is `scope` (nil at the top level), as Swift looks it up: in that type and its
    /// extensions, then in each enclosing type, then at the top level; then through type
    /// aliases, each looked up where it is declared. A leading component that names no project
    /// type is a module's name (`MyApp.Store`).
    ///
    /// A name only one project type has (whatever its path) means that type, wherever it is
    /// written: scopes are searched only for names several types share, so a project without
    /// such names costs one dictionary look-up per name.
    public func lookUp(_ name: String, in scope: String?) -> TypeLookup {
        let base = TypePath.lastComponent(name)
        return lookUp(name[...], key: base.startIndex == name.startIndex ? name : String(base), in: scope, depth: 0)
    }

    /// `lookUp(_:in:)` at `depth`; `key`: the last component of `name`.
    private func lookUp(_ name: Substring, key: String, in scope: String?, depth: Int) -> TypeLookup {
        unsharedLookUp(key)?.meaning ?? resolve(name, in: scope, depth: depth)
    }

    /// What a name whose last component is `key` means when no scope needs searching (no
    /// alias has that name, and its declarations have one qualified name), with the positions
    /// of its summaries; nil otherwise.
    func unsharedLookUp(_ key: String) -> (meaning: TypeLookup, positions: Positions?)? {
        guard let positions = byName[key] else {
            return aliasesByName.isEmpty || aliasesByName[key] == nil ? (.external(key), nil) : nil
        }
        guard !isShared(key, positions) else { return nil }
        return (positions.firstPath.map { .declared(TypeIdentity($0)) } ?? .external(key), positions)
    }

    /// The identity a summary belongs to: a declaration's own qualified name; for an
    /// extension, the type it extends looked up from the top level (nil when ambiguous).
    public func identity(of summary: TypeSummary) -> TypeIdentity? {
        summary.kind == .extension ? lookUp(summary.qualifiedName, in: nil).identity : TypeIdentity(summary.qualifiedName)
    }

    /// The identities of the project's declarations named `name`, sorted.
    public func identities(named name: String) -> [TypeIdentity] {
        guard let positions = byName[name] else { return [] }
        guard positions.hasSeveralPaths else { return positions.firstPath.map { [TypeIdentity($0)] } ?? [] }
        if let filed = sharedNames?.identities[name] { return filed }
        return Set(positions.lazy.filter { all[$0].kind != .extension }.map { TypeIdentity(all[$0].qualifiedName) }).sorted()
    }

    // MARK: Names several types share

    /// What a type or an alias of the project is.
    private enum Entity {
        case type(String)
        case alias(TypeAliasSummary)
    }

    private func resolve(_ path: Substring, in scope: String?, depth: Int) -> TypeLookup {
        let base = String(TypePath.lastComponent(path))
        guard depth < Self.maximumDepth else { return .external(base) }
        let components = path.split(separator: ".", omittingEmptySubsequences: false)
        let scopePath = scope.map { identityPath(ofScope: $0, depth: depth) }
        let first = String(components[0])
        let found = visibleEntities(first, from: scopePath)
        guard !found.isEmpty else {
            if components.count > 1 && byName[first] == nil && aliasesByName[first] == nil {
                // `MyApp.Store`: a module's name first.
                return lookUp(path[path.index(after: components[0].endIndex)...], key: base, in: nil, depth: depth + 1)
            }
            let inherited = scopePath.map { inheritedEntities(first, from: $0, depth: depth) } ?? []
            guard !inherited.isEmpty else { return unplaced(path, base: base, topLevel: scopePath == nil) }
            return resolve(path, inherited: inherited, components: components, scopePath: scopePath, depth: depth)
        }
        return resolve(path, inherited: found, components: components, scopePath: scopePath, depth: depth)
    }

    /// `path` whose first component means `found`: the rest looked up as members, in turn.
    private func resolve(_ path: Substring, inherited found: [Entity], components: [Substring], scopePath: String?, depth: Int) -> TypeLookup {
        let base = String(TypePath.lastComponent(path))
        var current = meaning(of: found, named: String(path), depth: depth)
        for component in components.dropFirst() {
            let members = current.identity.map { entities(path: $0.qualifiedName + "." + component, named: String(component)) } ?? []
            guard case .declared = current, !members.isEmpty else { return unplaced(path, base: base, topLevel: scopePath == nil) }
            current = meaning(of: members, named: String(path), depth: depth)
        }
        return current
    }

    /// The types and aliases named `name` that `scope` or a type enclosing it inherits from a
    /// project type it lists (a superclass's nested type, a protocol extension's alias), the
    /// innermost first; empty when none does.
    private func inheritedEntities(_ name: String, from scope: String, depth: Int) -> [Entity] {
        var level: Substring? = scope[...]
        while let current = level {
            let identity = TypeIdentity(String(current))
            var seen: Set<TypeIdentity> = [identity]
            var pending = [identity]
            while let type = pending.popLast(), depth + seen.count < Self.maximumDepth * 4 {
                for inherited in inheritedTypePaths(of: type) {
                    let key = String(TypePath.lastComponent(inherited))
                    guard case .declared(let parent) = lookUp(inherited[...], key: key, in: type.qualifiedName, depth: depth + 1),
                          seen.insert(parent).inserted else { continue }
                    let found = entities(path: parent.qualifiedName + "." + name, named: name)
                    if !found.isEmpty { return found }
                    pending.append(parent)
                }
            }
            level = TypePath.enclosing(current)
        }
        return []
    }

    /// A name no lexical scope declares: another module's at the top level, where nested types
    /// are not visible; elsewhere ambiguous between the project's types of that name.
    private func unplaced(_ path: Substring, base: String, topLevel: Bool) -> TypeLookup {
        let candidates = identities(named: base)
        if candidates.isEmpty || (topLevel && !path.utf8.contains(UInt8(ascii: "."))) { return .external(base) }
        if candidates.count == 1 { return .declared(candidates[0]) }
        return .ambiguous(TypeAmbiguity(name: String(path), candidates: candidates, cause: .notVisible))
    }

    /// The types and aliases named `name` declared in the innermost of `scope` (an identity's
    /// path) and its enclosing types that declares any, or at the top level; empty when none
    /// is. Several when a type and aliases, or aliases in `#if` branches, share a path.
    private func visibleEntities(_ name: String, from scope: String?) -> [Entity] {
        if sharedNames != nil {
            // Filed: each enclosing scope's path looked up, the innermost first.
            var level = scope.map { $0[...] }
            while let current = level {
                let found = entities(path: current + "." + name, named: name)
                if !found.isEmpty { return found }
                level = TypePath.enclosing(current)
            }
            return entities(path: name, named: name)
        }
        var best: [Entity] = []
        var bestDepth = Int.min
        func consider(_ entity: Entity, path: String) {
            let enclosing = TypePath.enclosing(path)
            guard enclosing == nil || scope.map({ TypePath.isWithin($0, enclosing!) }) == true else { return }
            let depth = enclosing?.utf8.count ?? -1
            if depth > bestDepth {
                best = [entity]
                bestDepth = depth
            } else if depth == bestDepth {
                best.append(entity)
            }
        }
        for position in byName[name] ?? Positions() where all[position].kind != .extension {
            consider(.type(all[position].qualifiedName), path: all[position].qualifiedName)
        }
        for position in aliasesByName[name] ?? [] { consider(.alias(aliases[position]), path: aliases[position].qualifiedName) }
        return best
    }

    /// The types and aliases whose qualified name is `path` (named `name`).
    private func entities(path: String, named name: String) -> [Entity] {
        var found: [Entity] = []
        if let filed = sharedNames {
            if let positions = byName[name], isShared(name, positions) ? filed.declared.contains(TypeIdentity(path)) : positions.firstPath == path {
                found.append(.type(path))
            }
            for position in filed.aliases[path] ?? [] { found.append(.alias(aliases[position])) }
            return found
        }
        if let positions = byName[name], positions.contains(where: { all[$0].kind != .extension && all[$0].qualifiedName == path }) {
            found.append(.type(path))
        }
        for position in aliasesByName[name] ?? [] where aliases[position].qualifiedName == path { found.append(.alias(aliases[position])) }
        return found
    }

    /// What entities of one path (`name`, as written) mean: a type, or what an alias's target
    /// means where the alias is declared; ambiguous when they mean different types (aliases
    /// in `#if` branches).
    private func meaning(of entities: [Entity], named name: String, depth: Int) -> TypeLookup {
        let meanings = entities.map { entity -> TypeLookup in
            switch entity {
            case .type(let path):
                return .declared(TypeIdentity(path))
            case .alias(let alias):
                guard let target = alias.target else { return .external(alias.name) }
                return lookUp(target[...], key: String(TypePath.lastComponent(target)), in: TypePath.enclosing(alias.qualifiedName).map(String.init),
                              depth: depth + 1)
            }
        }
        guard let first = meanings.first, meanings.contains(where: { $0 != first }) else { return meanings[0] }
        var candidates: Set<TypeIdentity> = []
        for meaning in meanings {
            if case .ambiguous(let ambiguity) = meaning { candidates.formUnion(ambiguity.candidates) } else if let identity = meaning.identity { candidates.insert(identity) }
        }
        return .ambiguous(TypeAmbiguity(name: name, candidates: candidates.sorted(), cause: .declaredMoreThanOnce))
    }

    /// A scope as written (an extension's `MyApp.StatusCard`) as the identity's path it stands for.
    private func identityPath(ofScope scope: String, depth: Int) -> String {
        let declared = entities(path: scope, named: String(TypePath.lastComponent(scope))).contains { if case .type = $0 { return true } else { return false } }
        if declared { return scope }
        if case .declared(let identity) = resolve(scope[...], in: nil, depth: depth + 1) { return identity.qualifiedName }
        return scope
    }
}
