import MigrationKit

/// The answer to a `StaticTypeQuery`.
enum StaticType: Equatable {
    /// A named type (declared in the project or not).
    case named(String)
    /// Not known; says why.
    case unknown(String)
}

extension StaticTypeQuery {
    /// Resolves the query against the project's types and the view-side facts (each type's
    /// generic parameter names, so a property typed by one is known to be of no fixed type; and
    /// the initial values of properties without a written type).
    func resolve(in types: TypeIndex, facts: ViewWrapperFacts, depth: Int = 0) -> StaticType {
        var current: String
        switch root {
        case .type(let name):
            current = name
        case .instanceProperty(let owner, let name):
            // A property of the enclosing type (or its superclasses), else a top-level variable.
            let found = propertyType(name, of: owner, isStatic: false, types, facts, depth)
                ?? globalType(name, types, facts, depth)
                ?? .unknown("no property `\(name)` with a written type was found in `\(owner)`, nor a top-level variable")
            guard case .named(let type) = found else { return found }
            current = type
        case .global(let name):
            let found = globalType(name, types, facts, depth) ?? .unknown("`\(name)` is not declared where the tool can read its type")
            guard case .named(let type) = found else { return found }
            current = type
        case .staticProperty(let owner, let name):
            // `Owner.name`; `Current.kiosk` where `Current` is a top-level variable; `Module.shared`
            // of a type from elsewhere (assumed to be of that type).
            let notFound = StaticType.unknown("no static property `\(owner).\(name)` with a written type was found")
            var found = propertyType(name, of: owner, isStatic: true, types, facts, depth)
            if found == nil, types.declarations(named: owner).isEmpty, case .named(let value)? = globalType(owner, types, facts, depth) {
                found = propertyType(name, of: value, isStatic: false, types, facts, depth)
            }
            if found == nil, types.declarations(named: owner).isEmpty, name == "shared" { found = .named(owner) }
            guard case .named(let typeName) = found ?? notFound else { return found ?? notFound }
            current = typeName
        case .enumPayload(let subject, let caseName, let position):
            guard case .named(let enumType) = subject.resolve(in: types, facts: facts, depth: depth + 1) else {
                return .unknown("the value matched by `case .\(caseName)` has an unknown type")
            }
            guard let payloads = facts.shapes.enumPayloads[enumType]?[caseName], position < payloads.count, let type = payloads[position] else {
                return .unknown("the payload of `\(enumType).\(caseName)` has no written named type")
            }
            current = type
        case .genericParameter(let name):
            return .unknown("its type is the generic parameter `\(name)`, which may be any type at run time")
        case .unknown(let why):
            return .unknown(why)
        }
        for member in path {
            guard let found = propertyType(member, of: current, isStatic: false, types, facts, depth) else {
                return .unknown("no property `\(member)` with a written type was found in `\(current)`")
            }
            guard case .named(let name) = found else { return found }
            current = name
        }
        return .named(current)
    }

    /// The declared type of property `name` of `owner` (or of its project superclasses).
    private func propertyType(_ name: String, of owner: String, isStatic: Bool, _ types: TypeIndex,
                              _ facts: ViewWrapperFacts, _ depth: Int) -> StaticType? {
        for type in types.classLineage(of: owner) {
            let variables = types.members(of: type).filter { $0.kind == .variable && $0.name == name }
            // An unqualified name in a static context (`previews`) reads a static property.
            if let member = variables.first(where: { $0.isStatic == isStatic }) ?? variables.first {
                guard let typeName = member.typeName ?? member.initializerTypeName else {
                    guard let value = facts.shapes.initialValueTypes[type]?[name], depth < 4 else {
                        return .unknown("`\(type).\(name)` has no written type")
                    }
                    return value.resolve(in: types, facts: facts, depth: depth + 1)
                }
                if facts.shapes.genericParameters[type]?.contains(typeName) == true {
                    return .unknown("`\(type).\(name)` has the generic type `\(typeName)`, which may be any type at run time")
                }
                return .named(typeName == "Self" ? type : typeName)
            }
        }
        return nil
    }

    /// The type of the top-level variable `name`, nil when there is none.
    private func globalType(_ name: String, _ types: TypeIndex, _ facts: ViewWrapperFacts, _ depth: Int) -> StaticType? {
        guard let global = facts.shapes.globals[name] else { return nil }
        guard depth < 4 else { return .unknown("`\(name)` is defined through too many other values") }
        return global.resolve(in: types, facts: facts, depth: depth + 1)
    }
}
