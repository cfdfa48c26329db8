import MigrationKit
import SwiftCST

/// What finding static types needs beyond `TypeIndex`: generic parameter names, enum case
/// payload types, and how to type properties declared without a written type.
struct TypeShapes: Sendable {
    /// Generic parameter names, by type name.
    var genericParameters: [String: Set<String>] = [:]
    /// Properties without a written type whose initial value is not `Type(…)`: how to find
    /// the value's type (`UIState.shared`), by owner type name and property name.
    var initialValueTypes: [String: [String: StaticTypeQuery]] = [:]
    /// The payload types of enum cases (nil where not a named type), by enum and case name.
    var enumPayloads: [String: [String: [String?]]] = [:]
    /// Top-level variables: how to find their types, by name.
    var globals: [String: StaticTypeQuery] = [:]

    mutating func merge(_ other: TypeShapes) {
        genericParameters.merge(other.genericParameters) { $0.union($1) }
        initialValueTypes.merge(other.initialValueTypes) { $0.merging($1) { first, _ in first } }
        enumPayloads.merge(other.enumPayloads) { $0.merging($1) { first, _ in first } }
        globals.merge(other.globals) { first, _ in first }
    }

    /// The shapes of one file's types and extensions.
    static func collect(_ file: SourceFile) -> TypeShapes {
        var shapes = TypeShapes()
        for node in file.tree.nodes(ofKind: .typeDecl) {
            guard let type = TypeDeclSyntax(node), let name = simpleTypeName(of: type) else { continue }
            let names = genericParameterNames(type.genericParameterClause)
            if !names.isEmpty { shapes.genericParameters[name, default: []].formUnion(names) }
            for element in type.members.filter({ $0.kind == .enumCaseDecl }).flatMap({ $0.children(.enumCaseElement) }) {
                guard let caseName = element.keyToken.map(file.tree.text), let payload = element.child(.parameterClause) else { continue }
                shapes.enumPayloads[name, default: [:]][caseName] = payload.children(.parameter).map { ParameterSyntax($0)?.type?.baseName }
            }
            for binding in type.variables.flatMap(\.bindings) where binding.typeAnnotation == nil {
                guard let property = binding.name, let value = binding.initializer, TypeIndexer.constructedTypeName(value) == nil else { continue }
                shapes.initialValueTypes[name, default: [:]][property] = StaticTypeQuery.of(value)
            }
        }
        for variable in flattenIfConfig(file.tree.root).compactMap(VariableDeclSyntax.init) {
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                shapes.globals[name] = StaticTypeQuery.typed(binding.typeAnnotation, value: binding.initializer, name: name, at: variable.node, depth: 0)
            }
        }
        return shapes
    }
}
