import SwiftCST
import MigrationKit

/// Where a node sits in a view's code: the call slots around it, the type member holding it,
/// and that member's type.
extension Node {
    /// The call slots this node sits in, innermost first, up to the declaration that holds it
    /// (a type member, a function, or a top-level statement).
    var enclosingCallSlots: [CallSlot] {
        var result: [CallSlot] = []
        var node = self
        while let parent = node.parent, !parent.isDeclarationBoundary {
            if let slot = CallSlot(node) { result.append(slot) }
            node = parent
        }
        return result
    }

    /// True when every call slot around this node inside `content` shows what fills it in place
    /// (see `CallSlot.isShownInPlace`), up to (not including) `content`'s own slot, or up to the
    /// declaration that holds this node when that comes first.
    func isShownInPlace(within content: Node) -> Bool {
        var node = self
        while node != content, let parent = node.parent, !parent.isDeclarationBoundary {
            if let slot = CallSlot(node), !slot.isShownInPlace { return false }
            node = parent
        }
        return true
    }

    /// True when the member holding this node builds a view: a function or property declared
    /// to return `some View`, `AnyView`, `Body`... (a view shown wherever the type is shown), not
    /// an initializer or a helper returning data (`func shareImage() -> UIImage`).
    var isInViewMember: Bool { enclosingMember.map { Node.buildsView($0.node) } ?? true }

    /// True when `member` (a property's binding or a function) is declared to return a view.
    static func buildsView(_ member: Node) -> Bool {
        if let function = FunctionDeclSyntax(member) {
            return function.returnType.map { Node.isViewType($0.text) } ?? false
        }
        return PatternBindingSyntax(member)?.typeAnnotation.map { Node.isViewType($0.text) } ?? true
    }

    private static func isViewType(_ text: String) -> Bool { ByteSearch.text(text, contains: "View") || text == "Body" }

    /// The member (property or function) of a type that holds this node, with its name.
    var enclosingMember: (node: Node, name: String)? {
        var next = parent
        while let ancestor = next {
            next = ancestor.parent
            switch Node.memberSearchStep(at: ancestor) {
            case .member(let name): return (ancestor, name)
            case .end: return nil
            case .pass: continue
            }
        }
        return nil
    }

    /// What one ancestor is to `enclosingMember`'s search, innermost first.
    enum MemberSearchStep {
        /// A member of a type (a property's binding or a function), with its name: found.
        case member(String)
        /// A type declaration: the search ends without a member.
        case end
        /// Neither: the search goes on outwards.
        case pass
    }

    static func memberSearchStep(at ancestor: Node) -> MemberSearchStep {
        if ancestor.kind == .patternBinding, let holder = ancestor.parent?.parent,
           holder.kind == .memberBlock || holder.kind == .ifConfigClause, let name = PatternBindingSyntax(ancestor)?.name {
            return .member(name)
        }
        if let function = FunctionDeclSyntax(ancestor), let holder = ancestor.parent,
           holder.kind == .memberBlock || holder.kind == .ifConfigClause {
            return .member(function.name)
        }
        return ancestor.kind == .typeDecl ? .end : .pass
    }

    /// True for nodes that end the search for a view's context: type declarations and the
    /// source file.
    var isDeclarationBoundary: Bool { kind == .typeDecl || kind == .sourceFile }
}
