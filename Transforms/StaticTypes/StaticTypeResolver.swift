import MigrationKit

/// The answer to a `StaticTypeQuery`.
enum StaticType: Equatable {
    /// A type as written (`Model`, `[String: Model]?`) in the declaration at path `in`
    /// (nil: the top level), where its names are looked up.
    case type(String, in: String?)
    /// A value of a generic parameter, which may be any type at run time; says which.
    case genericParameter(why: String)
    /// Not known; says why.
    case unknown(String)
}

/// Answers `StaticTypeQuery`s once the whole project is indexed: through the declared types of
/// properties (of a type and its project superclasses, instance or static), the return types
/// of methods and top-level functions (a generic one's through its argument), top-level
/// variables, type aliases, enum case payloads, the elements of arrays and sets, and the
/// initial values of properties declared without a type (`TypeFacts`). Type names are looked up where they are written
/// (`TypeIndex.lookUp`): `ViewModel` inside `StatusCard` is `StatusCard.ViewModel`.
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
        var current: (text: String, scope: String?)
        switch query.root {
        case .type(let text, let scope):
            current = (text, scope)
        case .instanceProperty(let owner, let name):
            // A property of the enclosing type (or its superclasses), else a top-level variable.
            let ownerType = types.lookUp(owner, in: nil).identity
            let found = ownerType.flatMap { propertyType(name, of: $0, isStatic: false, depth) }
                ?? globalType(name, depth)
                ?? .unknown("no property `\(name)` with a written type was found in `\(ownerType.map(types.displayName) ?? owner)`, nor a top-level variable")
            guard case .type(let type, let scope) = found else { return found }
            current = (type, scope)
        case .global(let name):
            let found = globalType(name, depth) ?? .unknown("`\(name)` is not declared where the tool can read its type")
            guard case .type(let type, let scope) = found else { return found }
            current = (type, scope)
        case .staticProperty(let owner, let scope, let name):
            let found = staticPropertyType(name, of: owner, in: scope, depth)
            guard case .type(let type, let scope) = found else { return found }
            current = (type, scope)
        case .staticCall(let owner, let scope, let name, let arguments):
            let found = staticMethodType(name, of: owner, in: scope, arguments, depth)
            guard case .type(let type, let scope) = found else { return found }
            current = (type, scope)
        case .functionResult(let name, let owner, let arguments):
            let found = functionType(name, inTypeAt: owner, arguments, depth)
            guard case .type(let type, let scope) = found else { return found }
            current = (type, scope)
        case .enumPayload(let subject, let caseName, let position):
            guard depth < Self.maximumDepth, case .type(let subjectType, let scope) = resolve(subject, depth: depth + 1) else {
                return .unknown("the value matched by `case .\(caseName)` has an unknown type")
            }
            let enumType: TypeIdentity
            switch identity(of: subjectType, in: scope) {
            case .success(let identity): enumType = identity
            case .failure(let unknown) where unknown.isAmbiguous: return .unknown(unknown.why)
            case .failure: return .unknown("the value matched by `case .\(caseName)` has an unknown type")
            }
            let name = types.displayName(of: enumType)
            guard let payloads = facts.enumPayloads[enumType.qualifiedName]?[caseName], position < payloads.count, let type = payloads[position] else {
                return .unknown("the payload of `\(name).\(caseName)` has no written named type")
            }
            current = (type, enumType.qualifiedName)
        case .genericParameter(let name):
            return .genericParameter(why: "its type is the generic parameter `\(name)`, which may be any type at run time")
        case .unknown(let why):
            return .unknown(why.message)
        }
        for step in query.path {
            switch step {
            case .member(let name), .call(let name, _):
                var arguments: [StaticTypeQuery.CallArgument]?
                if case .call(_, let given) = step { arguments = given }
                let what = arguments == nil ? "property `\(name)` with a written type" : "method `\(name)` with a written return type"
                let notFound = StaticType.unknown("no \(what) was found in `\(current.text)`")
                if arguments == nil, let element = TypeText.tupleElement(current.text, label: name) {
                    current.text = element
                    continue
                }
                if arguments == nil, case .external? = lookUp(type: current.text, in: current.scope),
                   let keyPath = SDKKeyPathMember.type(ofMember: name, in: current.text) {
                    current.text = keyPath
                    continue
                }
                let owner: TypeIdentity
                switch identity(of: current.text, in: current.scope) {
                case .success(let identity): owner = identity
                case .failure(let unknown) where unknown.isAmbiguous: return .unknown(unknown.why)
                case .failure: return notFound
                }
                let found = arguments.map { methodType(name, of: owner, $0, depth) } ?? propertyType(name, of: owner, isStatic: false, depth)
                guard let type = found else { return notFound }
                guard case .type(let text, let scope) = type else { return type }
                current = (text, scope)
            case .subscriptElement:
                guard let element = TypeText.element(current.text) else { return .unknown("`\(current.text)` is not an array or a dictionary") }
                current.text = element
            case .keyPathRoot:
                guard let root = SDKKeyPathMember.root(ofKeyPath: current.text) else { return .unknown("`\(current.text)` is not a key path type") }
                current.text = root
            case .element:
                guard let element = TypeText.sequenceElement(current.text) else { return .unknown("`\(current.text)` is not an array or a set") }
                current.text = element
            case .mapped(let value):
                guard TypeText.sequenceElement(current.text) != nil else { return .unknown("`\(current.text)` is not an array or a set") }
                guard depth < Self.maximumDepth, case .type(let element, let scope) = resolve(value, depth: depth + 1) else {
                    return .unknown("the value `map`'s closure makes has an unknown type")
                }
                current = ("[\(element)]", scope)
            }
        }
        return .type(current.text, in: current.scope)
    }

    /// What the named type `query` resolves to means, or why there is none.
    func lookUp(_ query: StaticTypeQuery) -> Result<TypeLookup, UnknownType> {
        switch resolve(query) {
        case .type(let text, let scope):
            guard let found = lookUp(type: text, in: scope) else { return .failure(UnknownType(why: "its type `\(text)` is not a named type")) }
            return .success(found)
        case .genericParameter(let why), .unknown(let why):
            return .failure(UnknownType(why: why))
        }
    }

    /// The type `query` resolves to, or why there is none (an ambiguous name included).
    func identity(of query: StaticTypeQuery) -> Result<TypeIdentity, UnknownType> { lookUp(query).flatMap(Self.identity) }

    /// What the type `text` (`App.Model?`, `[Model]`) means where it is written; nil when it
    /// is not a named type.
    func lookUp(type text: String, in scope: String?) -> TypeLookup? {
        TypeText.namePath(text).map { types.lookUp($0, in: scope) }
    }

    /// The type `text` names where it is written.
    private func identity(of text: String, in scope: String?) -> Result<TypeIdentity, UnknownType> {
        guard let found = lookUp(type: text, in: scope) else { return .failure(UnknownType(why: "its type `\(text)` is not a named type")) }
        return Self.identity(found)
    }

    private static func identity(_ lookUp: TypeLookup) -> Result<TypeIdentity, UnknownType> {
        if case .ambiguous(let ambiguity) = lookUp { return .failure(.ambiguous(ambiguity)) }
        return .success(lookUp.identity!)
    }

    /// The declared type of property `name` of `owner` (or of its project superclasses); nil
    /// when none is declared.
    private func propertyType(_ name: String, of owner: TypeIdentity, isStatic: Bool, _ depth: Int) -> StaticType? {
        for type in types.classLineage(of: owner) {
            let variables = types.members(of: type).filter { $0.kind == .variable && $0.name == name }
            // An unqualified name in a static context (`previews`) reads a static property.
            guard let member = variables.first(where: { $0.isStatic == isStatic }) ?? variables.first else { continue }
            let typeName = types.displayName(of: type)
            guard let text = member.typeText ?? member.initializerTypeName else {
                guard let value = facts.propertyValues[type.qualifiedName]?[name], depth < Self.maximumDepth else {
                    return .unknown("`\(typeName).\(name)` has no written type")
                }
                return resolve(value, depth: depth + 1)
            }
            let base = TypeText.baseName(text)
            if let base = base, facts.genericParameters[type.qualifiedName]?.contains(base) == true {
                return .genericParameter(why: "`\(typeName).\(name)` has the generic type `\(base)`, which may be any type at run time")
            }
            return .type(base == "Self" ? type.qualifiedName : text, in: type.qualifiedName)
        }
        return nil
    }

    /// `Owner.name` written in `scope`; `Current.kiosk` where `Current` is a top-level variable;
    /// `Module.shared` of a type from elsewhere (assumed to be of that type).
    private func staticPropertyType(_ name: String, of owner: String, in scope: String?, _ depth: Int) -> StaticType {
        let notFound = StaticType.unknown("no static property `\(owner).\(name)` with a written type was found")
        let ownerType: TypeIdentity
        switch types.lookUp(owner, in: scope) {
        case .ambiguous(let ambiguity):
            return .unknown(UnknownType.ambiguous(ambiguity).why)
        case let found:
            ownerType = found.identity!
        }
        let isDeclared = types.anyDeclaration(of: ownerType) { _ in true }
        var found = propertyType(name, of: ownerType, isStatic: true, depth)
        if found == nil, !isDeclared, case .type(let value, let valueScope)? = globalType(owner, depth),
           case .success(let valueType) = identity(of: value, in: valueScope) {
            found = propertyType(name, of: valueType, isStatic: false, depth)
        }
        if found == nil, !isDeclared, name == "shared" { found = .type(owner, in: scope) }
        if found == nil, isEnumCase(name, of: ownerType) { found = .type(ownerType.qualifiedName, in: nil) }
        if found == nil, name == "allCases", isCaseIterableEnum(ownerType) { found = .type("[\(ownerType.qualifiedName)]", in: nil) }
        return found ?? notFound
    }

    /// True for a project enum that conforms to `CaseIterable` in a declaration or an extension:
    /// its synthesized `allCases` is an array of it.
    private func isCaseIterableEnum(_ type: TypeIdentity) -> Bool {
        types.anyDeclaration(of: type) { $0.kind == .enum } && types.conforms(type, to: "CaseIterable")
    }

    /// `Tab.home`: a case of the project's enum `owner` (a case is a static member of its enum's type).
    private func isEnumCase(_ name: String, of owner: TypeIdentity) -> Bool {
        types.members(of: owner).contains { $0.kind == .enumCase && $0.name.split(separator: ",").contains { $0 == name } }
    }

    /// The return type of method `name` of `owner` (or of its project superclasses), or of its
    /// property `name` of a function type; nil when none returns something.
    private func methodType(_ name: String, of owner: TypeIdentity, _ arguments: [StaticTypeQuery.CallArgument], _ depth: Int) -> StaticType? {
        for type in types.classLineage(of: owner) {
            if let fact = facts.methods[type.qualifiedName]?[name] {
                return result(of: fact, named: "\(types.displayName(of: type)).\(name)", in: type.qualifiedName, arguments, depth)
            }
            // A property of a function type, called: `var makeStore: () -> Store`.
            guard let property = types.members(of: type).first(where: { $0.kind == .variable && $0.name == name }) else { continue }
            guard let text = property.typeText.flatMap(TypeText.functionResult) else { return nil }
            if let base = TypeText.baseName(text), facts.genericParameters[type.qualifiedName]?.contains(base) == true {
                return .genericParameter(why: "`\(types.displayName(of: type)).\(name)` returns the generic type `\(base)`, which may be any type at run time")
            }
            return .type(text, in: type.qualifiedName)
        }
        return nil
    }

    /// `Owner.name(…)` written in `scope`: a static method's return type.
    private func staticMethodType(_ name: String, of owner: String, in scope: String?, _ arguments: [StaticTypeQuery.CallArgument],
                                  _ depth: Int) -> StaticType {
        let found = types.lookUp(owner, in: scope)
        if case .ambiguous(let ambiguity) = found { return .unknown(UnknownType.ambiguous(ambiguity).why) }
        return methodType(name, of: found.identity!, arguments, depth)
            ?? .unknown("no static method `\(owner).\(name)` with a written return type was found")
    }

    /// `name(…)` inside the type declared at path `owner`: a method of the type, else a top-level function.
    private func functionType(_ name: String, inTypeAt owner: String?, _ arguments: [StaticTypeQuery.CallArgument], _ depth: Int) -> StaticType {
        if let owner = owner, let ownerType = types.lookUp(owner, in: nil).identity,
           let found = methodType(name, of: ownerType, arguments, depth) {
            return found
        }
        guard let fact = facts.functions[name] else { return .unknown("no function `\(name)` with a written return type was found") }
        return result(of: fact, named: name, in: nil, arguments, depth)
    }

    /// What a call of the function `fact` describes (`named`, declared in `scope`) returns.
    private func result(of fact: FunctionFact, named name: String, in scope: String?, _ arguments: [StaticTypeQuery.CallArgument],
                        _ depth: Int) -> StaticType {
        if fact.isOverloaded { return .unknown("`\(name)(…)` is overloaded with different return types") }
        if let returned = fact.returnedArgument {
            // The argument at the parameter's position, when its label is the parameter's.
            guard returned.position < arguments.count, arguments[returned.position].label == returned.label, depth < Self.maximumDepth else {
                return .unknown("the argument whose type `\(name)(…)` returns was not found")
            }
            return resolve(arguments[returned.position].value, depth: depth + 1)
        }
        if fact.returnsGenericParameter {
            return .genericParameter(why: "`\(name)(…)` returns `\(fact.written)`, a generic parameter, which may be any type at run time")
        }
        guard let text = fact.returnType else { return .unknown("`\(name)(…)` returns `\(fact.written)`") }
        let base = TypeText.baseName(text)
        if let scope = scope, let base = base, facts.genericParameters[scope]?.contains(base) == true {
            return .genericParameter(why: "`\(name)(…)` returns the generic type `\(base)`, which may be any type at run time")
        }
        return .type(base == "Self" ? scope ?? text : text, in: scope)
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
    /// True when the type has a name that cannot be placed between several types.
    var isAmbiguous = false

    init(why: String) { self.why = why }

    /// A type name that cannot be placed between several types.
    static func ambiguous(_ ambiguity: TypeAmbiguity) -> UnknownType {
        var unknown = UnknownType(why: "its type " + TypeNaming.describe(ambiguity))
        unknown.isAmbiguous = true
        return unknown
    }
}
