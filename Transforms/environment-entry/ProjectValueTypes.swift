import MigrationKit

/// Whether pending constructions (`PendingConstruction`) give an equal value at every
/// evaluation: each constructs a struct declared once in the project, not generic, with no
/// `init` of its own (in its declaration or an extension), whose implicit memberwise or default
/// initializer sets every stored property from a constant: the argument given for it, its
/// default (a constant whose own constructions pass in turn, reading no variable the project
/// lets change), or nil for an optional `var` without one. A class, an enum, a type with an
/// explicit `init`, and another module's type (`Date()`, `UUID()`) are not.
struct ProjectValueTypes {
    let types: TypeIndex
    let facts: ValueTypeFacts
    let source: EntryDefaultSource

    /// How deep constructions nested in defaults are followed.
    private static let depthLimit = 16

    func areConstant(_ constructions: [PendingConstruction]) -> Bool {
        constructions.allSatisfy { isConstant($0, depth: 0) }
    }

    private func isConstant(_ construction: PendingConstruction, depth: Int) -> Bool {
        guard depth < Self.depthLimit, case .declared(let identity) = types.lookUp(construction.type),
              let declaration = types.soleDeclaration(of: identity), declaration.kind == .struct, !declaration.isGeneric,
              !types.members(of: identity).contains(where: { $0.kind == .initializer }),
              let properties = facts.structs[identity.qualifiedName] else { return false }
        // The memberwise initializer's parameters follow the properties' order.
        var arguments = construction.labels[...]
        for property in properties {
            if let label = arguments.first, label == property.name {
                arguments.removeFirst()
                continue
            }
            switch property.initial {
            case .constant(let pending, let memberRead):
                if let path = memberRead, source.readsVariable(path: path, scope: identity.qualifiedName) { return false }
                guard pending.allSatisfy({ isConstant($0, depth: depth + 1) }) else { return false }
            case .implicitNil:
                continue
            case .other:
                return false
            }
        }
        return arguments.isEmpty
    }
}
