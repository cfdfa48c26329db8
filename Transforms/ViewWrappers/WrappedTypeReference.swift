import MigrationKit
import SwiftCST

/// What a wrapper property's (or an injected value's) type is, as far as the syntax tells.
enum WrappedTypeReference: Sendable, Equatable {
    /// A named type as written, without generic arguments: `M` for `M` or `M<Int>`, `App.M`.
    case named(String)
    /// A generic parameter of the enclosing type or function: its conformances, not a class, decide.
    case genericParameter(String)
    /// `any P`, `some P`.
    case existential(String)
    /// No written type: the initial value's type, found once the project is indexed (`M.shared`).
    case inferred(StaticTypeQuery)
    /// The type cannot be read off the declaration; the text says why.
    case unknown(String)

    /// The type of a property from its annotation, or else from a `Type(…)` initial value.
    static func of(annotation: TypeSyntax?, initializer: Node?, genericParameters: Set<String>) -> WrappedTypeReference {
        if let annotation = annotation {
            // The text is built only for the messages that quote it.
            let tree = annotation.node.tree
            if let first = annotation.node.firstToken, tree.tokenText(first, equals: "any") || tree.tokenText(first, equals: "some") {
                return .existential(annotation.text)
            }
            if annotation.isOptional { return .unknown("its type `\(annotation.text)` is optional") }
            guard let name = TypeIndexer.namePath(of: annotation.node) else { return .unknown("its type `\(annotation.text)` is not a named type") }
            return genericParameters.contains(name) ? .genericParameter(name) : .named(name)
        }
        if let value = initializer, let name = TypeIndexer.constructedTypeName(value) {
            return genericParameters.contains(name) ? .genericParameter(name) : .named(name)
        }
        if let value = initializer { return .inferred(StaticTypeQuery.of(value)) }
        return .unknown("it has neither a type annotation nor an initial value")
    }

    /// What the type this refers to means, written in the declaration at path `scope`,
    /// resolving `.inferred` against the project's types; or why there is no named type.
    func lookUp(in index: ProjectIndex, from scope: String?) -> Result<TypeLookup, UnknownType> {
        switch self {
        case .named(let name):
            return .success(index.types.lookUp(name, in: scope))
        case .inferred(let query):
            return StaticTypeResolver(index).lookUp(query).mapError {
                UnknownType(why: "it has no type annotation, and the type of its initial value is unknown: \($0.why)")
            }
        case .genericParameter(let name):
            return .failure(UnknownType(why: "it is the generic parameter `\(name)`"))
        case .existential(let text):
            return .failure(UnknownType(why: "it is the existential `\(text)`"))
        case .unknown(let why):
            return .failure(UnknownType(why: why))
        }
    }
}

extension WrapperRecord {
    /// What the property's type means where it is declared (see `WrappedTypeReference.lookUp`).
    func typeLookUp(in index: ProjectIndex) -> Result<TypeLookup, UnknownType> { type.lookUp(in: index, from: ownerType) }

    /// The types the property may hold: its type, or every candidate of a type name that
    /// cannot be placed (all kept ObservableObjects when the property stays).
    /// For a generic parameter whose constraint becomes `Observable`: the classes passed for it.
    func possibleTypes(in index: ProjectIndex) -> [TypeIdentity] {
        if case .genericParameter(let name) = type {
            return index[ObservableObjectDecisions.self].genericConstraints[GenericParameterKey(typePath: ownerType, parameter: name)]?.passedTypes.sorted() ?? []
        }
        return (try? typeLookUp(in: index).get())?.possibleTypes ?? []
    }

    /// The type declaring the property.
    func ownerIdentity(in types: TypeIndex) -> TypeIdentity? { types.lookUp(ownerType, in: nil).identity }
}
