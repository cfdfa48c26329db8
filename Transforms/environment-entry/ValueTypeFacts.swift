import MigrationKit
import SwiftCST

/// What `environment-entry` learns in phase 1 about the project's structs, from every file:
/// each struct declaration's stored instance properties in order, with what its implicit
/// initializer sets them to when no argument does (`ProjectValueTypes` decides from them).
struct ValueTypeFacts: IndexFacet {
    /// By type path (`TypeIndexer.path(of:)`).
    var structs: [String: [StoredDefault]] = [:]

    init() {}

    mutating func merge(_ other: ValueTypeFacts) {
        structs.mergeAll(other.structs) { first, _ in first }
    }

    /// Adds the structs declared in `file` (one that mentions no `struct` has none).
    static func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        guard FileContents(path: file.path, bytes: file.bytes).contains(anyOf: ["struct"]) else { return }
        var facts = ValueTypeFacts()
        var paths = DeclarationPaths()
        for node in file.tree.nodes(ofKind: .typeDecl) {
            guard let type = TypeDeclSyntax(node), type.introducer == .struct else { continue }
            var properties: [StoredDefault] = []
            for variable in type.variables where !variable.isStatic {
                variable.forEachBinding { binding in
                    guard !binding.isComputed else { return }
                    properties.append(StoredDefault(binding, of: variable))
                }
            }
            facts.structs[paths.path(of: type)] = properties
        }
        index[ValueTypeFacts.self].merge(facts)
    }
}

/// One stored instance property of a struct, and its value when the implicit initializer is
/// given no argument for it.
struct StoredDefault: Sendable {
    enum Initial: Sendable {
        /// A default that is constant (`EntryDefault.isConstant`) once its pending constructions
        /// are checked, and its member read (`EntryDefaultSource.memberPath`) reads no variable.
        case constant(pending: [PendingConstruction], memberRead: [String]?)
        /// An optional `var` without a default: nil.
        case implicitNil
        /// No default, one that is not constant, or a `lazy` or wrapped property: only an
        /// argument sets it to a constant.
        case other
    }

    /// Nil for a pattern that is not one name.
    var name: String?
    var initial: Initial

    init(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax) {
        name = binding.name
        let type = binding.typeAnnotation
        if !variable.attributes.isEmpty || variable.hasModifier("lazy") {
            initial = .other
        } else if let value = binding.initializer {
            var pending: [PendingConstruction] = []
            initial = EntryDefault.isConstant(value, declaredType: type, pending: &pending)
                ? .constant(pending: pending, memberRead: EntryDefaultSource.memberPath(value, declaredType: type)) : .other
        } else if !variable.isLet, let text = type?.text, text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<") {
            initial = .implicitNil
        } else {
            initial = .other
        }
    }
}
