import MigrationKit

/// The answer to a `StaticTypeQuery`.
enum StaticType: Equatable {
    /// A type as written: `Model`, `[String: Model]?`.
    case type(String)
    /// A value of a generic parameter, which may be any type at run time; says which.
    case genericParameter(why: String)
    /// Not known; says why.
    case unknown(String)
}

/// Answers `StaticTypeQuery`s once the whole project is indexed: through the declared types of
/// properties (of a type and its project superclasses, instance or static), top-level
/// variables, type aliases, enum case payloads, and the initial values of properties declared
/// without a type (`TypeFacts`).
struct StaticTypeResolver {
    let types: TypeIndex
    let facts: TypeFacts

    init(types: TypeIndex, facts: TypeFacts) {
        self.types = types
        self.facts = facts
    }

    init(_ index: ProjectIndex) {
        self.init(types: index.types, facts: index[TypeFacts.self])
    }

    /// Links followed through other values (property values, globals, `switch` subjects)
    /// before giving up: cycles, long chains.
    private static let maximumDepth = 8

    func resolve(_ query: StaticTypeQuery, depth: Int = 0) -> StaticType {
        var current: String
        switch query.root {
        case .type(let text):
            current = text
        case .instanceProperty(let owner, let name):
            // A property of the enclosing type (or its superclasses), else a top-level variable.
            let found = propertyType(name, of: owner, isStatic: false, depth)
                ?? globalType(name, depth)
                ?? .unknown("no property `\(name)` with a written type was found in `\(owner)`, nor a top-level variable")
            guard case .type(let type) = found else { return found }
            current = type
        case .global(let name):
            let found = globalType(name, depth) ?? .unknown("`\(name)` is not declared where the tool can read its type")
            guard case .type(let type) = found else { return found }
            current = type
        case .staticProperty(let owner, let name):
            // `Owner.name`; `Current.kiosk` where `Current` is a top-level variable; `Module.shared`
            // of a type from elsewhere (assumed to be of that type).
            let notFound = StaticType.unknown("no static property `\(owner).\(name)` with a written type was found")
            let isDeclared = !types.declarations(named: facts.resolvedAlias(owner)).isEmpty
            var found = propertyType(name, of: owner, isStatic: true, depth)
            if found == nil, !isDeclared, case .type(let value)? = globalType(owner, depth), let valueType = TypeText.baseName(value) {
                found = propertyType(name, of: valueType, isStatic: false, depth)
            }
            if found == nil, !isDeclared, name == "shared" { found = .type(owner) }
            guard case .type(let type) = found ?? notFound else { return found ?? notFound }
            current = type
        case .enumPayload(let subject, let caseName, let position):
            guard depth < Self.maximumDepth, case .type(let subjectType) = resolve(subject, depth: depth + 1),
                  let enumType = TypeText.baseName(subjectType) else {
                return .unknown("the value matched by `case .\(caseName)` has an unknown type")
            }
            guard let payloads = facts.enumPayloads[enumType]?[caseName], position < payloads.count, let type = payloads[position] else {
                return .unknown("the payload of `\(enumType).\(caseName)` has no written named type")
            }
            current = type
        case .genericParameter(let name):
            return .genericParameter(why: "its type is the generic parameter `\(name)`, which may be any type at run time")
        case .unknown(let why):
            return .unknown(why.message)
        }
        for step in query.path {
            switch step {
            case .member(let member):
                let found = TypeText.baseName(current).flatMap { propertyType(member, of: $0, isStatic: false, depth) }
                guard let type = found else { return .unknown("no property `\(member)` with a written type was found in `\(current)`") }
                guard case .type(let text) = type else { return type }
                current = text
            case .subscriptElement:
                guard let element = TypeText.element(current) else { return .unknown("`\(current)` is not an array or a dictionary") }
                current = element
            }
        }
        return .type(current)
    }

    /// The last name component of the named type `query` resolves to (`Model` for
    /// `App.Model?`), or why there is none.
    func name(of query: StaticTypeQuery) -> Result<String, UnknownType> {
        switch resolve(query) {
        case .type(let text):
            guard let name = TypeText.baseName(text) else { return .failure(UnknownType(why: "its type `\(text)` is not a named type")) }
            return .success(name)
        case .genericParameter(let why), .unknown(let why):
            return .failure(UnknownType(why: why))
        }
    }

    /// The declared type of property `name` of `owner` (or of its project superclasses); nil
    /// when none is declared.
    private func propertyType(_ name: String, of owner: String, isStatic: Bool, _ depth: Int) -> StaticType? {
        for type in types.classLineage(of: facts.resolvedAlias(owner)) {
            let variables = types.members(of: type).filter { $0.kind == .variable && $0.name == name }
            // An unqualified name in a static context (`previews`) reads a static property.
            guard let member = variables.first(where: { $0.isStatic == isStatic }) ?? variables.first else { continue }
            guard let text = member.typeText ?? member.initializerTypeName else {
                guard let value = facts.propertyValues[type]?[name], depth < Self.maximumDepth else {
                    return .unknown("`\(type).\(name)` has no written type")
                }
                return resolve(value, depth: depth + 1)
            }
            let base = TypeText.baseName(text)
            if let base = base, facts.genericParameters[type]?.contains(base) == true {
                return .genericParameter(why: "`\(type).\(name)` has the generic type `\(base)`, which may be any type at run time")
            }
            return .type(base == "Self" ? type : text)
        }
        return nil
    }

    /// The type of the top-level variable `name`, nil when there is none.
    private func globalType(_ name: String, _ depth: Int) -> StaticType? {
        guard let global = facts.globals[name] else { return nil }
        guard depth < Self.maximumDepth else { return .unknown("`\(name)` is defined through too many other values") }
        return resolve(global, depth: depth + 1)
    }
}

/// Why the static type of an expression is unknown.
struct UnknownType: Error {
    var why: String
}
