import SwiftCST

/// `NavigationView`s shown in place in the content of another `NavigationView` of the same file:
/// decided as one container. In columns, `NavigationView { A; NavigationView { B; C } }` (the
/// inner one the last column, two views, nothing chained to it) shows three columns side by side
/// and becomes one `NavigationSplitView { A } content: { B } detail: { C }`. Any other nesting in
/// columns is left, both containers with a warning: each on its own would become a split view
/// inside a split view's column.
struct ColumnNesting {
    /// For each container (by its call's node), the views nested in place in its content.
    private var inners: [Node: [NavigationViewCall]] = [:]
    /// For each nested view (by its call's node), the container holding it.
    private var outers: [Node: NavigationViewCall] = [:]

    /// What became of a container that holds others in its columns.
    enum Outcome: Equatable {
        /// Merged with the one it holds into a three-column split view.
        case merged
        /// Left as is, with a warning at `offset`.
        case left(offset: Int)
    }

    /// The nesting among `views`, a file's `NavigationView` calls.
    init(_ views: [NavigationViewCall]) {
        let byCall = Dictionary(views.map { ($0.call.node, $0) }, uniquingKeysWith: { first, _ in first })
        for view in views {
            guard let outer = ColumnNesting.container(around: view).flatMap({ byCall[$0] }) else { continue }
            inners[outer.call.node, default: []].append(view)
            outers[view.call.node] = outer
        }
    }

    /// The views nested in place in `view`'s content.
    func inners(of view: NavigationViewCall) -> [NavigationViewCall] { inners[view.call.node] ?? [] }

    /// The container `view` is nested in, if any.
    func outer(of view: NavigationViewCall) -> NavigationViewCall? { outers[view.call.node] }

    /// The call of the `NavigationView` whose content shows `view` in place, if any.
    private static func container(around view: NavigationViewCall) -> Node? {
        for slot in view.call.node.enclosingCallSlots {
            guard slot.isShownInPlace else { return nil }
            if slot.calledName == "NavigationView" { return slot.call.node }
        }
        return nil
    }

    /// What a container that holds views in its columns comes to.
    enum Decision {
        /// It and the one view nested in it become one three-column split view: these edits.
        case merged([TextEdit])
        /// Both are left, for `nested`, the first view nested in its columns.
        case left(nested: NavigationViewCall)
    }

    /// For `view`, about to be `decision` (laid out as `layout`, with its own style modifiers
    /// `ownStyles`): nil when it becomes a stack or holds no view in its columns; else the merge,
    /// or that both are left (a container refused for another reason leaves the nested views too).
    func decide(_ view: NavigationViewCall, decision: ContainerDecision, layout: ColumnLayout, ownStyles: [StyleModifier],
                style: FileStyle) -> Decision? {
        let nested = inners(of: view)
        guard let inner = nested.first, decision.isRewrite ? decision != .stack : layout.viewCount > 1 else { return nil }
        if decision.isRewrite, nested.count == 1,
           let edits = ColumnNesting.mergeEdits(view, layout: layout, ownStyles: ownStyles, inner: inner, style: style) {
            return .merged(edits)
        }
        return .left(nested: inner)
    }

    /// Why `outer` (split into columns) and the views nested in it are left as is.
    static let outerRefusal = "NavigationView left as is: another NavigationView sits in one of its columns; only a plain last column of two views, on lines of their own, merges into a 3-column NavigationSplitView"
    static let innerRefusal = "NavigationView left as is: it sits in a column of another NavigationView, left as is too; merge them into one NavigationSplitView by hand"

    /// The edits that make `outer` (laid out as `layout`, with its own style modifiers
    /// `ownStyles`) and its last column `inner` one three-column `NavigationSplitView`; nil when
    /// their shape is not `NavigationView { A; NavigationView { B; C } }` with every column, the
    /// inner view's head and each closing brace on lines of their own and no comment on the
    /// lines that go.
    private static func mergeEdits(_ outer: NavigationViewCall, layout: ColumnLayout, ownStyles: [StyleModifier], inner: NavigationViewCall,
                           style: FileStyle) -> [TextEdit]? {
        let tree = outer.call.node.tree
        let innerLayout = ColumnLayout(inner.content)
        guard outer.contentArgument == nil, inner.contentArgument == nil, layout.problem == nil, innerLayout.problem == nil,
              layout.declarations.isEmpty, innerLayout.declarations.isEmpty, layout.units.count == 2, innerLayout.units.count == 2,
              let chain = inner.chain, chain.suffixes.count == 1, layout.units[1] == chain.node,
              let first = layout.units[0].firstToken, let firstEnd = layout.units[0].lastToken,
              let second = innerLayout.units[0].firstToken, let innerClose = inner.content.rightBrace,
              let outerClose = outer.content.rightBrace else { return nil }
        let innerOpen = inner.content.leftBrace
        let onOwnLines = [first, inner.nameToken, second, innerClose, outerClose].allSatisfy { tree.tokens[$0].isAtStartOfLine }
            && innerLayout.units.allSatisfy { $0.firstToken.map { tree.tokens[$0].isAtStartOfLine } ?? false }
        // Comments on the lines that go: above the inner head, after its `{`, before and after its `}`.
        let goingLines = [tree.leadingTriviaRange(inner.nameToken), tree.trailingTriviaRange(innerOpen), tree.leadingTriviaRange(innerClose),
                          tree.trailingTriviaRange(innerClose)]
        guard onOwnLines, goingLines.allSatisfy({ tree.commentTexts(in: $0, outside: 0..<0).isEmpty }) else { return nil }
        let indent = tree.indentation(ofLineContaining: Int(tree.tokens[outerClose].start))
        guard case .success(let separators) = ContainerRewrite.columnEdits(inner, layout: innerLayout, columns: 2, style: style, indent: indent) else {
            return nil
        }
        let newline = style.value.newline
        var edits = ContainerRewrite.styleRemovals(ownStyles, in: tree)
        edits.append(TextEdit(range: tree.textRange(outer.nameToken), replacement: "NavigationSplitView"))
        // From the end of A's line (blank lines after it go) through the inner head's line.
        edits.append(TextEdit(range: tree.lineEnd(containing: Int(tree.tokens[firstEnd].end))..<tree.lineEnd(containing: Int(tree.tokens[innerOpen].end)),
                              replacement: indent + "} content: {" + newline))
        edits += separators
        // The inner `}` line, and blank lines before it.
        let innerEnd = innerLayout.units[1].range.upperBound
        edits.append(.delete(tree.lineEnd(containing: innerEnd)..<tree.lineEnd(containing: Int(tree.tokens[innerClose].end))))
        edits += dedents(from: tree.lineEnd(containing: Int(tree.tokens[innerOpen].end)), to: tree.lineStart(containing: Int(tree.tokens[innerClose].start)),
                         outerColumn: tree.indentation(ofLineContaining: Int(tree.tokens[first].start)),
                         innerColumn: tree.indentation(ofLineContaining: Int(tree.tokens[second].start)), in: tree)
        return edits
    }

    /// Takes the inner container's extra indentation off the lines starting in `start..<end`
    /// that carry it (blank lines are left as they are).
    private static func dedents(from start: Int, to end: Int, outerColumn: String, innerColumn: String, in tree: SyntaxTree) -> [TextEdit] {
        let prefix = Array(innerColumn.utf8)
        let kept = outerColumn.utf8.count
        guard prefix.count > kept, innerColumn.hasPrefix(outerColumn) else { return [] }
        var edits: [TextEdit] = []
        var line = start
        while line < end {
            let next = tree.lineEnd(containing: line)
            let text = tree.bytes[line..<next]
            let isBlank = text.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            if !isBlank, text.starts(with: prefix) { edits.append(.delete(line + kept..<line + prefix.count)) }
            if next <= line { break }
            line = next
        }
        return edits
    }
}
