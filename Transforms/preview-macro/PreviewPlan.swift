import SwiftCST

/// One `#Preview` to write in place of a provider: the code of its body (a byte range of the
/// file, less the preview modifiers that become macro arguments), the comment lines right above
/// it, and its name and traits.
struct PlannedPreview {
    /// The preview's expression, or the statements of a one-preview body.
    var body: Range<Int>
    /// The preview modifiers inside `body`, each with the line break and spaces before it.
    var removed: [Range<Int>] = []
    /// Whole comment lines right above the preview, carried above its `#Preview`.
    var comments: Range<Int>?
    var settings: PreviewSettings
    /// The provider's `@State static var`s the preview uses, declared `@Previewable` first in it.
    var states: [PreviewState] = []

    /// Takes the `states` the body uses (and those their initial values use, in their order),
    /// and drops the `self.`/`Self.` before them (a `#Preview` has no `self`; they are locals).
    mutating func declare(_ states: [PreviewState], in tree: SyntaxTree) {
        let tokens = tree.tokenIndex(containing: body.lowerBound)..<(tree.tokenIndex(containing: body.upperBound - 1) + 1)
        var used = Set(states.filter { $0.isUsed(by: tokens, in: tree) }.map(\.name))
        var grew = true
        while grew {
            grew = false
            for state in states where used.contains(state.name) {
                guard let value = state.declaration.bindings[0].initializer else { continue }
                for other in states where !used.contains(other.name) && other.isUsed(by: value.tokenRange, in: tree) {
                    used.insert(other.name)
                    grew = true
                }
            }
        }
        self.states = states.filter { used.contains($0.name) }
        for token in tokens where tree.tokenIs(token, "self") || tree.tokenIs(token, "Self") {
            let dot = token + 1, member = token + 2
            guard member < tokens.upperBound, tree.tokenIs(dot, "."),
                  self.states.contains(where: { tree.tokenIs(member, $0.name) || tree.tokenIs(member, "$" + $0.name) }) else { continue }
            removed.append(Int(tree.tokens[token].start)..<Int(tree.tokens[member].start))
        }
    }
}

/// Reads a `PreviewProvider`'s `previews` into the `#Preview`s that say the same, or the reason
/// it cannot: one preview per expression of `previews` (a bare `Group` of them counts as its
/// children), named and laid out by its preview modifiers.
struct PreviewPlanner {
    let tree: SyntaxTree

    /// The previews of the getter body `body` (the statements of `static var previews`, which
    /// hold no `#if`).
    func previews(ofBody body: Node) -> Result<[PlannedPreview], PreviewRefusal> {
        previews(of: body.children, inherited: PreviewSettings())
    }

    /// The previews of a list of view-builder statements.
    private func previews(of statements: [Node], inherited: PreviewSettings) -> Result<[PlannedPreview], PreviewRefusal> {
        guard let first = statements.first, let last = statements.last else { return .failure(.unusualPreviews) }
        if statements.allSatisfy(isExpression) {
            var result: [PlannedPreview] = []
            for statement in statements {
                switch expand(statement, inherited: inherited) {
                case .success(let previews): result += previews
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return .success(result)
        }
        // Declarations or control flow: one preview, when at most one statement makes a view.
        let viewStatements = statements.filter(makesView)
        guard viewStatements.count <= 1 else { return .failure(.sharedStatements) }
        let whole = first.range.lowerBound..<last.range.upperBound
        var preview = PlannedPreview(body: whole, settings: inherited)
        if let statement = viewStatements.first, let expression = statement.kind == .returnStmt ? statement.firstChild : statement,
           isExpression(expression) {
            switch single(expression, inherited: inherited) {
            case .success(let previews): preview.removed = previews[0].removed; preview.settings = previews[0].settings
            case .failure(let refusal): return .failure(refusal)
            }
        }
        preview.comments = commentLines(above: first)
        let removedEnds = Set(preview.removed.map(\.upperBound))
        if let modifier = previewModifierCalls(in: whole, below: first.parent).first(where: { call in
            !removedEnds.contains(call.member.nextSibling?.range.upperBound ?? -1)
        }) {
            return .failure(.nestedModifier(modifier.name))
        }
        return .success([preview])
    }

    /// The previews of one expression: the children of a bare `Group` (with the preview
    /// modifiers on it), or the expression itself.
    private func expand(_ expression: Node, inherited: PreviewSettings) -> Result<[PlannedPreview], PreviewRefusal> {
        let chain = PostfixChainSyntax(expression)
        if chain?.primary?.identifierName == "ForEach" { return .failure(.forEach) }
        guard let chain, chain.primary?.isIdentifier("Group") == true, let groupCall = chain.suffixes.first.flatMap(CallSyntax.init),
              !groupCall.hasArgumentClause, groupCall.additionalTrailingClosures.isEmpty, let content = groupCall.trailingClosure,
              content.signature == nil
        else { return single(expression, inherited: inherited) }
        let modifiers = chain.suffixes.dropFirst()
        var settings = PreviewSettings()
        var index = modifiers.startIndex
        while index < modifiers.endIndex {
            guard let (name, argument) = previewModifier(member: modifiers[index]) else {
                // A Group with other modifiers is one preview when it holds one view.
                return content.statements.count <= 1 ? single(expression, inherited: inherited) : .failure(.groupWithModifiers)
            }
            if let refusal = settings.read(modifier: name, argument: argument) { return .failure(refusal) }
            index += 2
        }
        switch inherited.adding(settings) {
        case .success(let combined): return previews(of: content.statements, inherited: combined)
        case .failure(let refusal): return .failure(refusal)
        }
    }

    /// One preview of `expression`, its preview modifiers read off its chain.
    private func single(_ expression: Node, inherited: PreviewSettings) -> Result<[PlannedPreview], PreviewRefusal> {
        var settings = PreviewSettings()
        var removed: [Range<Int>] = []
        var handled: Set<Node> = []
        if let chain = PostfixChainSyntax(expression) {
            for member in chain.suffixes where member.kind == .memberSuffix {
                guard let (name, argument) = previewModifier(member: member) else { continue }
                if let refusal = settings.read(modifier: name, argument: argument) { return .failure(refusal) }
                guard let dot = member.firstToken, let call = member.nextSibling else { continue }
                removed.append(Int(tree.tokens[dot - 1].end)..<call.range.upperBound)
                handled.insert(member)
            }
        }
        if let nested = previewModifierCalls(in: expression.range, below: expression).first(where: { !handled.contains($0.member) }) {
            return .failure(.nestedModifier(nested.name))
        }
        if removed.contains(where: { !tree.comments(in: $0).isEmpty }) { return .failure(.commentWouldBeLost) }
        switch inherited.adding(settings) {
        case .success(let combined):
            return .success([PlannedPreview(body: expression.range, removed: removed, comments: commentLines(above: expression), settings: combined)])
        case .failure(let refusal):
            return .failure(refusal)
        }
    }

    /// `.previewX(argument)`: the modifier's name and its one unlabelled argument, when
    /// `member` names a modifier starting with `preview` and is called so.
    private func previewModifier(member: Node) -> (name: String, argument: Node)? {
        guard member.kind == .memberSuffix, let nameToken = member.identifierNameToken, isPreviewModifierName(nameToken),
              let call = member.nextSibling.flatMap(CallSyntax.init), call.trailingClosure == nil,
              call.arguments.count == 1, call.arguments[0].label == nil, let argument = call.arguments[0].expression
        else { return nil }
        return (tree.text(nameToken), argument)
    }

    /// Every call of a modifier named `preview…` below `node` within `range`.
    private func previewModifierCalls(in range: Range<Int>, below node: Node?) -> [(member: Node, name: String)] {
        guard let node else { return [] }
        return node.descendants(.memberSuffix).compactMap { member in
            guard range.contains(member.range.lowerBound), let token = member.identifierNameToken, isPreviewModifierName(token),
                  member.nextSibling?.kind == .callSuffix else { return nil }
            return (member, tree.text(token))
        }
    }

    /// True for a name starting with `preview` and longer (`previewLayout`; not `previews`).
    private func isPreviewModifierName(_ token: Int) -> Bool {
        let range = tree.textRange(token)
        let prefix = Array("preview".utf8)
        guard range.count > prefix.count + 1 else { return false }
        return tree.bytes[range.lowerBound..<(range.lowerBound + prefix.count)].elementsEqual(prefix)
            && tree.bytes[range.lowerBound + prefix.count] >= UInt8(ascii: "A") && tree.bytes[range.lowerBound + prefix.count] <= UInt8(ascii: "Z")
    }

    /// The whole comment lines right above `node`.
    private func commentLines(above node: Node) -> Range<Int>? {
        guard let first = node.firstToken, let start = tree.attachedCommentLinesStart(before: first) else { return nil }
        return start..<tree.lineStart(containing: node.range.lowerBound)
    }

    /// True for an expression statement (not a declaration, `return` or control flow).
    private func isExpression(_ statement: Node) -> Bool {
        switch statement.kind {
        case .postfixExpr, .identifierExpr, .implicitMemberExpr, .sequenceExpr, .tupleExpr, .literalExpr, .stringLiteral:
            return true
        default:
            return false
        }
    }

    /// True for a statement that makes a view: an expression, `return`, `if` or `switch`.
    private func makesView(_ statement: Node) -> Bool {
        isExpression(statement) || [.returnStmt, .ifExpr, .switchExpr].contains(statement.kind)
    }
}
