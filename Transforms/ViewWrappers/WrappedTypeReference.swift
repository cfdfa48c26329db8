import MigrationKit
import SwiftCST

/// What a wrapper property's (or an injected value's) type is, as far as the syntax tells.
enum WrappedTypeReference: Sendable, Equatable {
    /// A named type: `M` for `M`, `App.M`, `M<Int>`.
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
            guard let name = annotation.baseName else { return .unknown("its type `\(annotation.text)` is not a named type") }
            return genericParameters.contains(name) ? .genericParameter(name) : .named(name)
        }
        if let value = initializer, let name = TypeIndexer.constructedTypeName(value) {
            return genericParameters.contains(name) ? .genericParameter(name) : .named(name)
        }
        if let value = initializer { return .inferred(StaticTypeQuery.of(value)) }
        return .unknown("it has neither a type annotation nor an initial value")
    }

    /// The named type this refers to, resolving `.inferred` against the project's types; or
    /// why there is none.
    func resolvedName(in index: ProjectIndex) -> Result<String, UnknownType> {
        switch self {
        case .named(let name):
            return .success(name)
        case .inferred(let query):
            return StaticTypeResolver(index).name(of: query).mapError {
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

    /// The named type this refers to, when there is one.
    func name(in index: ProjectIndex) -> String? { try? resolvedName(in: index).get() }
}
