import SwiftCST

/// `private` on a class nested in another type becomes `fileprivate` as the class becomes
/// `@Observable`: the macro adds `extension Outer.Model: Observable` at the top level of the
/// file, where a `private` nested type is inaccessible. In one file, `fileprivate` lets in no
/// more code than the enclosing type's other extensions already saw. A top-level `private`
/// class is file-scoped already and keeps its modifier.
enum NestedPrivateAccess {
    /// The edit to `decl`'s `private`, when it is a nested class's.
    static func edit(for decl: TypeDeclSyntax) -> TextEdit? {
        guard decl.node.memberContext != nil,
              let modifier = decl.modifiers.first(where: { $0.isNamed("private") && $0.detail == nil }),
              let token = modifier.node.keyToken else { return nil }
        return TextEdit(range: decl.node.tree.textRange(token), replacement: "fileprivate")
    }
}
