import MigrationKit
import SwiftCST

/// `NavigationLink(destination: D, isActive: $b) { L }` inside a navigation stack →
/// `.navigationDestination(isPresented: $b) { D }` on the stack's root content, and the link
/// becomes `Button { b = true } label: { L }` (or nothing, when its label is `EmptyView()`).
struct ActiveLinkRewrite {
    /// One converted link: its own edits and the modifier its stack's root gets.
    struct Plan {
        /// The stack's root content (the single view of the stack's content closure).
        let root: Node
        /// Where the link starts, for a warning when its stack root cannot take the destination.
        let offset: Int
        let linkEdits: [TextEdit]
        /// `$b`, as written.
        let isPresented: String
        /// The destination view, or the closure that builds it.
        let destination: Node
        /// Comments the link's edits would drop, to keep above the destination modifier.
        let comments: [String]
    }

    let link: NavigationLinkCall
    /// Every `NavigationLink(...)` call of the file, in source order.
    let fileLinks: [NavigationLinkCall]
    let types: TypeIndex
    let facts: NavigationFacts
    let path: String

    func plan(in containers: LinkPlacement.Containers) -> Result<Plan, NavigationRefusal> {
        guard let isActive = link.isActive?.expression, let destination = link.destination, let label = link.label else {
            return .failure(NavigationRefusal(.linkForm, "its form is not one this rule reads (destination, isActive: and a label or title)"))
        }
        let placement: LinkPlacement
        switch LinkPlacement.find(link.chain ?? link.call.node, in: containers) {
        case .success(let found): placement = found
        case .failure(let refusal): return .failure(refusal)
        }
        // The stack's root: its content's single view, which holds the link.
        let statements = placement.stackContent.statements
        guard statements.count == 1, let root = statements.first, [.postfixExpr, .identifierExpr].contains(root.kind) else {
            return .failure(NavigationRefusal(.linkNoDestinationPlace, "the stack's content is not a single view expression to carry .navigationDestination(isPresented:)"))
        }
        // The binding: `$flag` or `$model.flag`, a property of this view, driving only this link.
        guard let binding = BindingPath(isActive), let type = ownerTypeName(of: link.call.node),
              types.members(of: type).contains(where: { $0.kind == .variable && $0.name == binding.property }),
              !placement.localNames.contains(binding.property) else {
            return .failure(NavigationRefusal(.linkFlagNotProperty, "isActive: \(isActive.compactText) is not a $property binding of this view, so nothing here can set it"))
        }
        if let other = otherLinks(drivenBy: isActive, in: type) {
            return .failure(NavigationRefusal(.linkSharedFlag, "\(isActive.compactText) also drives the NavigationLink at \(other)"))
        }
        if let presentation = otherPresentation(drivenBy: isActive) {
            return .failure(NavigationRefusal(.linkSharedFlag, "\(isActive.compactText) also drives a .\(presentation)(isPresented:) in this view"))
        }
        // The destination must make sense at the root: no name local to the link's place.
        let used = destination.descendantsAndSelf.filter { $0.kind == .identifierExpr }.compactMap(\.identifierName)
        if let local = used.first(where: { placement.localNames.contains($0) }) {
            return .failure(NavigationRefusal(.linkDestinationScope, "its destination uses \(local), which is declared around the link and not in scope at the stack's root"))
        }
        let edits: [TextEdit]
        switch labelEdits(label, action: binding.action) {
        case .success(let found): edits = found
        case .failure(let refusal): return .failure(refusal)
        }
        if isEmptyViewLabel(label), link.chain ?? link.call.node == root {
            return .failure(NavigationRefusal(.linkNoDestinationPlace, "it is the stack's whole content"))
        }
        let tree = link.call.node.tree
        let comments = edits.filter { !$0.range.isEmpty }.flatMap { tree.commentTexts(in: $0.range, outside: destination.range) }
        return .success(Plan(root: root, offset: Int(tree.tokens[link.nameToken].start), linkEdits: edits,
                             isPresented: isActive.compactText, destination: destination, comments: comments))
    }

    // MARK: The link's own edits

    private func labelEdits(_ label: NavigationLinkCall.Label, action: String) -> Result<[TextEdit], NavigationRefusal> {
        let tree = link.call.node.tree
        if isEmptyViewLabel(label) { return removal() }
        guard let rightParen = link.call.rightParen else { return .failure(NavigationRefusal(.linkForm, "its arguments are not closed")) }
        let start = Int(tree.tokens[link.nameToken].start)
        let replaced: Range<Int>
        let replacement: String
        switch label {
        case .title(let title):
            guard let text = title.expression?.text, let last = link.call.node.lastToken else { return .failure(NavigationRefusal(.linkForm, "its title is missing")) }
            replaced = start..<Int(tree.tokens[last].end)
            replacement = "Button(\(text)) { \(action) }"
        case .trailingClosure:
            replaced = start..<Int(tree.tokens[rightParen].end)
            replacement = "Button { \(action) } label:"
        case .labeledClosure:
            guard let labeled = link.call.node.children(.labeledClosure).first(where: { $0.keyToken.map(tree.text) == "label" }),
                  let labelToken = labeled.firstToken else { return .failure(NavigationRefusal(.linkForm, "its label closure is missing")) }
            replaced = start..<Int(tree.tokens[labelToken].start)
            replacement = "Button { \(action) } "
        case .argument(let argument, _):
            guard argument.node == link.call.arguments.last?.node, let first = argument.node.firstToken else {
                return .failure(NavigationRefusal(.linkForm, "its label: argument is not the last one"))
            }
            replaced = start..<Int(tree.tokens[first].start)
            if tree.tokens[first].isAtStartOfLine {
                // One argument per line: the action gets a line of its own too.
                let indent = tree.indentation(ofLineContaining: Int(tree.tokens[first].start))
                let newline = tree.newline
                replacement = "Button(" + newline + indent + "action: { \(action) }," + newline + indent
            } else {
                replacement = "Button(action: { \(action) }, "
            }
        }
        var edits = [TextEdit(range: replaced, replacement: replacement)]
        // `.isDetailLink(_:)` exists only on NavigationLink.
        for call in modifiersAfterLink() where call.calledNameIs("isDetailLink") {
            guard let member = call.calledElement?.firstToken, let last = call.node.lastToken else { continue }
            edits.append(tree.removal(tokens: member, through: last))
        }
        return .success(edits)
    }

    /// A programmatic link (`EmptyView()` label) goes away: its statement, or the
    /// `.background(...)` / `.overlay { }` modifier that only holds it.
    private func removal() -> Result<[TextEdit], NavigationRefusal> {
        let tree = link.call.node.tree
        let extra = modifiersAfterLink().filter { !ActiveLinkRewrite.invisibleLinkModifiers.contains($0.calledName ?? "") }
        if let modifier = extra.first {
            return .failure(NavigationRefusal(.linkForm, "its .\(modifier.calledName ?? "") modifier would be lost with it"))
        }
        let expression = link.chain ?? link.call.node
        guard let parent = expression.parent else { return .failure(NavigationRefusal(.linkForm, "it is not a statement")) }
        // `.background(NavigationLink(...) { EmptyView() })` or `.background { NavigationLink(...) { EmptyView() } }`
        let holder: Node? = parent.kind == .argument ? parent : (parent.kind == .closureExpr && ClosureSyntax(parent)?.statements.count == 1 ? parent : nil)
        if let holder = holder, let slot = CallSlot(holder.kind == .argument ? expression : holder), CallSlot.viewContentModifiers.contains(slot.calledName ?? ""),
           slot.call.arguments.count + (slot.call.trailingClosure == nil ? 0 : 1) + slot.call.additionalTrailingClosures.count == 1,
           let member = slot.call.calledElement?.firstToken, let last = slot.call.node.lastToken {
            return .success([tree.removal(tokens: member, through: last)])
        }
        guard [.closureExpr, .codeBlock, .accessorBlock].contains(parent.kind), let edit = tree.removal(of: expression) else {
            return .failure(NavigationRefusal(.linkForm, "it is not a statement of its own, so it cannot be removed cleanly"))
        }
        return .success([edit])
    }

    /// Modifiers a hidden link carries that mean nothing once it is gone.
    static let invisibleLinkModifiers: Set<String> = ["hidden", "frame", "opacity", "isDetailLink", "accessibilityHidden", "fixedSize"]

    private func modifiersAfterLink() -> [CallSyntax] {
        guard let chain = link.chain.flatMap(PostfixChainSyntax.init) else { return [] }
        return chain.calls.filter { $0.node.range.lowerBound > link.call.node.range.lowerBound }
    }

    private func isEmptyViewLabel(_ label: NavigationLinkCall.Label) -> Bool {
        let closure: ClosureSyntax
        switch label {
        case .title: return false
        case .trailingClosure(let c), .labeledClosure(let c), .argument(_, let c): closure = c
        }
        return closure.statements.count == 1 && closure.statements[0].compactText == "EmptyView()"
    }

    /// The modifier (`sheet`, `navigationDestination`, ...) of another `isPresented:` argument
    /// with the same binding in this view's type.
    private func otherPresentation(drivenBy binding: Node) -> String? {
        guard let type = link.call.node.ancestor(.typeDecl) else { return nil }
        let text = binding.compactText
        return type.descendants(.argument).lazy.compactMap(ArgumentSyntax.init)
            .first { $0.label == "isPresented" && $0.expression?.compactText == text }
            .flatMap { $0.node.parent.flatMap(CallSyntax.init)?.calledName }
    }

    /// Another `isActive:` link with the same binding in this view, as `path:line:col`.
    private func otherLinks(drivenBy binding: Node, in type: String) -> String? {
        let sites = facts.activeLinks[NavigationFacts.activeLinkKey(type: type, binding: binding.compactText)] ?? []
        guard sites.count > 1 else { return nil }
        let mine = fileLinks.filter {
            $0.isActive?.expression?.compactText == binding.compactText && ownerTypeName(of: $0.call.node) == type
        }
        let ordinal = mine.firstIndex { $0.call.node == link.call.node } ?? 0
        let inThisFile = sites.enumerated().filter { $0.element.path == path }
        let own = ordinal < inThisFile.count ? inThisFile[ordinal].offset : -1
        return sites.enumerated().filter { $0.offset != own }.map { $0.element.description }.joined(separator: ", ")
    }
}

/// `$flag` or `$model.flag`: the property (`flag`, `model`) and the assignment that sets it.
struct BindingPath {
    let property: String
    /// `flag = true`, `model.flag = true`
    let action: String

    init?(_ expression: Node) {
        var root = expression
        var members: [String] = []
        if let chain = PostfixChainSyntax(expression), let primary = chain.primary, chain.suffixes.allSatisfy({ $0.kind == .memberSuffix }) {
            root = primary
            members = chain.suffixes.compactMap(\.identifierName)
        }
        guard let name = root.projection?.name else { return nil }
        property = name
        action = ([name] + members).joined(separator: ".") + " = true"
    }
}
