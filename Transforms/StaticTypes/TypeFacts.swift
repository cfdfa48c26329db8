import MigrationKit
import SwiftCST

/// What `StaticTypeResolver` needs beyond `TypeIndex`, gathered in phase 1 (once per file,
/// whichever transforms run): generic parameter names, top-level variables and functions,
/// methods' return types, enum case payload types, and how to type properties declared
/// without a written type. Types are keyed by
/// their path (`TypeIndexer.path(of:)`, a declaration's identity).
struct TypeFacts: IndexFacet {
    /// Generic parameter names, by type path.
    var genericParameters: [String: Set<String>] = [:]
    /// Top-level variables: how to find their types, by name.
    var globals: [String: StaticTypeQuery] = [:]
    /// Properties without a written type whose initial value is not `Type(…)`: how to find
    /// the value's type (`AppState.shared.settings`), by owner type path and property name.
    var propertyValues: [String: [String: StaticTypeQuery]] = [:]
    /// Methods that return something, by owner type path and name (overloads merged).
    var methods: [String: [String: FunctionFact]] = [:]
    /// Top-level functions that return something, by name (overloads merged).
    var functions: [String: FunctionFact] = [:]
    /// The payload types of enum cases as written (nil where not a named type), by enum path
    /// and case name.
    var enumPayloads: [String: [String: [String?]]] = [:]
    /// Files already collected into this index (phase 1 collects one file per index; not merged).
    var collectedPaths: Set<String> = []

    init() {}

    mutating func merge(_ other: TypeFacts) {
        genericParameters.mergeAll(other.genericParameters) { $0.union($1) }
        globals.mergeAll(other.globals) { first, _ in first }
        propertyValues.mergeAll(other.propertyValues) { $0.merging($1) { first, _ in first } }
        enumPayloads.mergeAll(other.enumPayloads) { $0.merging($1) { first, _ in first } }
        methods.mergeAll(other.methods) { $0.merging($1) { $0.merged(with: $1) } }
        functions.mergeAll(other.functions) { $0.merged(with: $1) }
    }

    /// Adds `file`'s facts to `index`, unless another transform did already.
    static func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        guard index[TypeFacts.self].collectedPaths.insert(file.path).inserted else { return }
        var facts = TypeFacts()
        facts.add(file.tree)
        index[TypeFacts.self].merge(facts)
    }

    /// The payload types of the cases `declaration` declares in the enum `name`.
    private mutating func addPayloads(of declaration: Node, in name: () -> String) {
        let tree = declaration.tree
        for element in declaration.children(.enumCaseElement) {
            guard let caseName = element.keyToken.map(tree.text), let payload = element.child(.parameterClause) else { continue }
            enumPayloads[name(), default: [:]][caseName] = payload.children(.parameter).map { ParameterSyntax($0)?.type.flatMap { TypeIndexer.namePath(of: $0.node) } }
        }
    }

    /// How to type `variable`'s properties in type `name` declared without a type (but for `Type(…)` values).
    private mutating func addPropertyValues(of variable: VariableDeclSyntax, in name: () -> String) {
        variable.forEachBinding { binding in
            guard binding.typeAnnotation == nil, let property = binding.name, let value = binding.initializer,
                  TypeIndexer.constructedTypeName(value) == nil else { return }
            propertyValues[name(), default: [:]][property] = StaticTypeQuery.of(value)
        }
    }

    private mutating func add(_ tree: SyntaxTree) {
        var paths = DeclarationPaths()
        for node in tree.nodes(ofKind: .typeDecl) {
            guard let type = TypeDeclSyntax(node) else { continue }
            // The type's path, made only for a type with something to record (most have nothing).
            var known: String?
            func name() -> String {
                if let known = known { return known }
                let path = paths.path(of: type)
                known = path
                return path
            }
            let names = genericParameterNames(type.genericParameterClause)
            if !names.isEmpty { genericParameters[name(), default: []].formUnion(names) }
            // Enum cases and properties fill different tables: one pass over the members fills both.
            type.forEachMember { member in
                if member.kind == .enumCaseDecl {
                    addPayloads(of: member, in: name)
                } else if let variable = VariableDeclSyntax(member) {
                    addPropertyValues(of: variable, in: name)
                } else if let function = FunctionDeclSyntax(member), function.introducer == .func, let fact = FunctionFact(function) {
                    methods[name(), default: [:]][function.name].add(fact)
                }
            }
        }
        for item in flattenIfConfig(tree.root) {
            if let function = FunctionDeclSyntax(item), function.introducer == .func, let fact = FunctionFact(function) {
                functions[function.name].add(fact)
            }
            guard let variable = VariableDeclSyntax(item) else { continue }
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                globals[name] = StaticTypeQuery.typed(binding.typeAnnotation, value: binding.initializer, name: name, at: variable.node, depth: 0)
            }
        }
    }
}
