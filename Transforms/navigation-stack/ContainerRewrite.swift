import SwiftCST

/// The edits that turn a `NavigationView` into a `NavigationStack` or a `NavigationSplitView`:
/// the name, the column closures, and the removal of its own `.navigationViewStyle(...)`
/// modifiers. Everything else (comments, `#if` blocks, formatting) stays as written.
enum ContainerRewrite {
    /// The edits, or the reason the layout cannot be rewritten as decided; `ownStyles` are
    /// `view.ownStyleModifiers`, `style` is the file's.
    /// `detail` is the body of a one-view split view's detail column (lines indented for it),
    /// `EmptyView()` when nil.
    static func edits(_ view: NavigationViewCall, layout: ColumnLayout, ownStyles: [StyleModifier], decision: ContainerDecision,
                      style: FileStyle, detail: String? = nil) -> Result<[TextEdit], NavigationRefusal> {
        let tree = view.call.node.tree
        var edits = styleRemovals(ownStyles, in: tree)
        switch decision {
        case .stack:
            edits.append(TextEdit(range: tree.textRange(view.nameToken), replacement: "NavigationStack"))
            if let label = view.contentArgument?.labelToken {
                edits.append(TextEdit(range: tree.textRange(label), replacement: "root"))
            }
        case .split(let columns):
            if view.contentArgument != nil {
                return .failure(NavigationRefusal(.columnLayout, "NavigationView(content:) left as is: pass its content as a trailing closure, then run again, to make it a NavigationSplitView"))
            }
            if !layout.declarations.isEmpty {
                return .failure(NavigationRefusal(.columnLayout, "NavigationView left as is: a declaration sits among its columns, and NavigationSplitView takes each column in a closure of its own"))
            }
            edits.append(TextEdit(range: tree.textRange(view.nameToken), replacement: "NavigationSplitView"))
            switch columnEdits(view, layout: layout, columns: columns, style: style, detail: detail) {
            case .success(let columnEdits): edits += columnEdits
            case .failure(let refusal): return .failure(refusal)
            }
        case .refuse(let refusal):
            return .failure(refusal)
        }
        return .success(edits)
    }

    /// `} content: {` / `} detail: {` between the columns, or a detail column for one (`detail`,
    /// else empty); `indent` is the separators' (by default, that of the view's closing brace).
    static func columnEdits(_ view: NavigationViewCall, layout: ColumnLayout, columns: Int, style: FileStyle,
                            indent: String? = nil, detail: String? = nil) -> Result<[TextEdit], NavigationRefusal> {
        let tree = view.call.node.tree
        let style = style.value
        guard let rightBrace = view.content.rightBrace else { return .failure(NavigationRefusal(.columnLayout, "NavigationView left as is: its closure is not closed")) }
        let braceOnOwnLine = tree.tokens[rightBrace].isAtStartOfLine
        let indent = indent ?? tree.indentation(ofLineContaining: Int(tree.tokens[braceOnOwnLine ? rightBrace : view.nameToken].start))
        if layout.units.count <= 1 {
            let column = braceOnOwnLine
                ? " detail: {" + style.newline + (detail ?? indent + style.indentUnit + "EmptyView()") + style.newline + indent + "}"
                : " detail: { EmptyView() }"
            return .success([.insert(column, at: Int(tree.tokens[rightBrace].end))])
        }
        var edits: [TextEdit] = []
        for (index, (column, next)) in zip(layout.units, layout.units.dropFirst()).enumerated() {
            let label = columns == 3 && index == 0 ? "content" : "detail"
            guard let last = column.lastToken, let first = next.firstToken else { continue }
            if tree.tokens[first].isAtStartOfLine {
                // After the column's line; blank lines between the columns give way to the separator.
                let afterColumn = tree.lineEnd(containing: Int(tree.tokens[last].end))
                let blankLinesEnd = tree.endOfBlankLines(before: first)
                let replaced = blankLinesEnd.map { afterColumn..<max(afterColumn, $0) } ?? afterColumn..<afterColumn
                let keep = tree.commentTexts(in: replaced, outside: 0..<0).isEmpty ? replaced : afterColumn..<afterColumn
                edits.append(TextEdit(range: keep, replacement: indent + "} \(label): {" + style.newline))
            } else {
                let gap = Int(tree.tokens[last].end)..<Int(tree.tokens[first].start)
                guard (last + 1..<first).allSatisfy({ tree.tokens[$0].kind == .semicolon }), !tree.hasComments(between: last, and: first) else {
                    return .failure(NavigationRefusal(.columnLayout, "NavigationView left as is: put each of its columns on a line of its own"))
                }
                edits.append(TextEdit(range: gap, replacement: " } \(label): { "))
            }
        }
        return .success(edits)
    }

    /// Removes the style modifiers, each with its line when it stands alone; an `#if` block in
    /// the chain that holds nothing else (and no comment) goes with them.
    static func styleRemovals(_ modifiers: [StyleModifier], in tree: SyntaxTree) -> [TextEdit] {
        var edits: [TextEdit] = []
        var emptiedBlocks: Set<Node> = []
        let removed = Set(modifiers.flatMap { [$0.member, $0.call.node] })
        for modifier in modifiers {
            if let clause = modifier.clauses.first, let block = clause.parent, modifier.clauses.count == 1,
               isOnly(removed, in: block), let first = block.firstToken, let last = block.lastToken, !tree.hasComments(between: first, and: last) {
                if emptiedBlocks.insert(block).inserted, let edit = tree.removal(of: block) { edits.append(edit) }
                continue
            }
            guard let first = modifier.member.firstToken, let last = modifier.call.node.lastToken else { continue }
            edits.append(tree.removal(tokens: first, through: last))
        }
        return edits
    }

    /// True when every element of every clause of `block` is in `nodes`.
    private static func isOnly(_ nodes: Set<Node>, in block: Node) -> Bool {
        block.children(.ifConfigClause).allSatisfy { clause in
            clause.children.allSatisfy { isIfConfigCondition($0, in: clause) || nodes.contains($0) }
        }
    }
}
