import MigrationKit
import SwiftCST

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
        // Up the raw links: a `Node` is made only where a call slot may be.
        var node = index
        while node != content.index, case let parent = tree.nodes[Int(node)].parent, parent >= 0,
              !Node.isDeclarationBoundary(tree.nodes[Int(parent)].kind) {
            if let slot = CallSlot.at(node, in: tree), !slot.isShownInPlace { return false }
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
            return function.returnType.map(Node.isViewType) ?? false
        }
        return PatternBindingSyntax(member)?.typeAnnotation.map(Node.isViewType) ?? true
    }

    /// True when `type`'s text (`TypeSyntax.text`: its tokens' texts joined) contains `View` or
    /// is `Body`. Read from the tokens' bytes when they are ASCII (nearly every type), where
    /// that is the same as comparing the text; four bytes at a time slide through a word.
    private static func isViewType(_ type: TypeSyntax) -> Bool {
        let tree = type.node.tree
        var window: UInt32 = 0
        var length = 0
        var containsView = false
        for token in type.node.tokenRange {
            for byte in tree.bytes[tree.textRange(token)] {
                guard byte < 0x80 else {
                    let text = type.text
                    return ByteSearch.text(text, contains: "View") || text == "Body"
                }
                window = window << 8 | UInt32(byte)
                length += 1
                if length >= 4 && window == viewWord { containsView = true }
            }
        }
        return containsView || (length == 4 && window == bodyWord)
    }

    /// `View` and `Body` as `isViewType` reads them, four bytes in one word.
    private static let viewWord = wordOf("View"), bodyWord = wordOf("Body")

    /// The four ASCII bytes of `text` in one word, the first byte highest.
    private static func wordOf(_ text: StaticString) -> UInt32 {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The member (property or function) of a type that holds this node, with its name.
    var enclosingMember: (node: Node, name: String)? {
        var next = parent
        while let ancestor = next {
            next = ancestor.parent
            switch Node.memberSearchStep(at: ancestor.index, in: tree) {
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

    /// The step for the ancestor at node `index`, told from the raw nodes: a `Node` is made only
    /// for a property's binding or a function held by a type's members.
    static func memberSearchStep(at index: Int32, in tree: SyntaxTree) -> MemberSearchStep {
        let raw = tree.nodes[Int(index)]
        // A binding's holder is its declaration's parent; a function's, its own parent.
        let holder: Int32
        switch raw.kind {
        case .typeDecl: return .end
        case .patternBinding: holder = raw.parent >= 0 ? tree.nodes[Int(raw.parent)].parent : -1
        case .functionDecl: holder = raw.parent
        default: return .pass
        }
        guard holder >= 0, tree.nodes[Int(holder)].kind == .memberBlock || tree.nodes[Int(holder)].kind == .ifConfigClause else { return .pass }
        let member = Node(tree: tree, index: index)
        if let function = FunctionDeclSyntax(member) { return .member(function.name) }
        return PatternBindingSyntax(member)?.name.map(MemberSearchStep.member) ?? .pass
    }

    /// True inside a `#Preview { }` or a `PreviewProvider` type: previews wrap views in
    /// containers of their own, which says nothing about where the app shows them.
    var isInPreview: Bool {
        var next = parent
        while let ancestor = next {
            if ancestor.kind == .macroExpansion, let key = ancestor.keyToken {
                if tree.text(key) == "#Preview" { return true }
            } else if TypeDeclSyntax(ancestor)?.inheritedTypeNames.contains("PreviewProvider") == true {
                return true
            }
            next = ancestor.parent
        }
        return false
    }

    /// True for nodes that end the search for a view's context: type declarations and the
    /// source file.
    var isDeclarationBoundary: Bool { Node.isDeclarationBoundary(kind) }

    /// `isDeclarationBoundary` for a node of `kind`.
    static func isDeclarationBoundary(_ kind: SyntaxKind) -> Bool { kind == .typeDecl || kind == .sourceFile }
}
