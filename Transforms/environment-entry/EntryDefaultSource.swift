import MigrationKit
import SwiftCST

/// Whether a `Type.name` (or `.name`) default reads a value the project lets change: a `static
/// var` or computed static property of one of its types, or a member of one of its top-level
/// variables (`Current.diskCache`). The key's `static let` read it once; `@Entry` would read
/// it again at every use, and see a replaced value. Enum cases, `static let`s and members of
/// types declared elsewhere are taken as constants (`EntryDefault.isConstant`).
struct EntryDefaultSource {
    let types: TypeIndex
    let facts: TypeFacts

    func readsVariable(_ value: Node, declaredType: TypeSyntax?) -> Bool {
        Self.memberPath(value, declaredType: declaredType).map { readsVariable(path: $0, scope: ownerTypePath(of: value)) } ?? false
    }

    /// `readsVariable` for the member path of a value written in the declaration at `scope`.
    func readsVariable(path: [String], scope: String?) -> Bool {
        guard let member = path.last, path.count > 1 else { return false }
        if facts.globals[path[0]] != nil { return true }
        guard let owner = types.lookUp(path.dropLast().joined(separator: "."), in: scope).identity else { return false }
        let named = types.members(of: owner).filter { $0.isStatic && $0.name == member }
        return named.contains { $0.kind == .variable && (!$0.isLet || $0.isComputed) }
    }

    /// `["LoggerStore", "shared"]` for `LoggerStore.shared`; the declared type's names then the
    /// member for `.shared`; nil for other values.
    static func memberPath(_ value: Node, declaredType: TypeSyntax?) -> [String]? {
        if value.kind == .implicitMemberExpr {
            guard let type = declaredType.flatMap({ TypeText.namePath($0.node.compactText) }), let last = value.lastToken else { return nil }
            return type.split(separator: ".").map(String.init) + [value.tree.text(last)]
        }
        guard value.kind == .postfixExpr, let primary = value.firstChild?.identifierName else { return nil }
        let members = value.children.dropFirst().compactMap(\.identifierName)
        return members.count == value.children.count - 1 ? [primary] + members : nil
    }
}
