import MigrationKit
import SwiftCST

/// A sidebar of `NavigationLink(tag:selection:)` links in a one-view `NavigationView` that
/// becomes a `NavigationSplitView`:
///
///     NavigationView {                              NavigationSplitView {
///         List {                                        List(selection: $pane) {
///             NavigationLink("A", tag: .a,                  NavigationLink("A", value: Pane.a)
///                 selection: $pane) { DA }              }
///         }                                         } detail: {
///     }                                                 switch pane {
///                                                       case Pane.a:
///                                                           DA
///                                                       default:
///                                                           EmptyView()
///                                                       }
///                                                   }
///
/// The list's selection is the links' selection, so setting it shows the same destination
/// in the detail column, and a destination shows exactly while its tag is selected, as before.
/// Only the plain shape is rewritten: one `List { }` (its rows directly in it or in
/// `Section`s) holding every link of the container, all driven by one `$property` of the view
/// whose type is spelled `T?`, each tag a case (`.a`, `T.a`) or a literal, told apart, and
/// nothing else in the list that declares a name.
struct SidebarSelectionRewrite {
    /// The link calls rewritten (their warnings go).
    let links: [Node]
    /// `List(selection:)` and the links' new arguments.
    let edits: [TextEdit]
    /// The detail column's body: `switch pane { ... }`, lines indented for the column.
    let detail: String

    /// The rewrite of `view`'s sidebar (of the file's `links`), or nil when its shape is not the
    /// plain one; `types` finds the selection's type.
    static func plan(_ view: NavigationViewCall, links fileLinks: [NavigationLinkCall], types: TypeIndex, style: FileStyle) -> SidebarSelectionRewrite? {
        let tree = view.call.node.tree
        let content = view.content.node.range
        let links = fileLinks.filter { content.contains($0.call.node.range.lowerBound) }
        guard !links.isEmpty, links.allSatisfy({ $0.tag != nil && $0.selection != nil }),
              let rightBrace = view.content.rightBrace, tree.tokens[rightBrace].isAtStartOfLine else { return nil }
        // One list, one selection.
        let lists = links.map(list(holding:))
        guard let list = lists.first ?? nil, lists.allSatisfy({ $0?.node == list.node }),
              let selection = links[0].selection?.expression, let property = selection.projection?.name, !(selection.projection?.isMemberAccess ?? true),
              links.allSatisfy({ $0.selection?.expression?.compactText == selection.compactText }),
              let owner = ownerTypeName(of: view.call.node),
              let declared = types.members(of: owner).first(where: { $0.kind == .variable && $0.name == property && !$0.isStatic }),
              let typeText = declared.typeText, typeText.hasSuffix("?"), let typeName = declared.typeName else { return nil }
        var edits = [TextEdit.insert("(selection: \(selection.text))", at: Int(tree.tokens[list.nameToken].end))]
        var cases: [(pattern: String, destination: String)] = []
        let indent = tree.indentation(ofLineContaining: Int(tree.tokens[rightBrace].start))
        let unit = style.value.indentUnit
        for link in links {
            guard let tag = link.tag?.expression, let value = valueText(tag, typeName: typeName),
                  case let pattern = casePattern(value, typeName: typeName), !cases.contains(where: { $0.pattern == pattern }),
                  let destination = link.destination.flatMap(movedRange), let rewritten = arguments(of: link, value: value, keeping: destination) else { return nil }
            edits.append(rewritten)
            cases.append((pattern, caseBody(destination, in: tree, indent: indent + unit + unit)))
        }
        let newline = style.value.newline
        var lines = [indent + unit + "switch \(property) {"]
        for (pattern, body) in cases { lines += [indent + unit + "case \(pattern):", body] }
        lines += [indent + unit + "default:", indent + unit + unit + "EmptyView()", indent + unit + "}"]
        return SidebarSelectionRewrite(links: links.map(\.call.node), edits: edits, detail: lines.joined(separator: newline))
    }

    /// The `List { }` call whose rows (directly, or in `Section { }`s) hold `link`; nil when
    /// something else holds it or the list declares names among its rows.
    private static func list(holding link: NavigationLinkCall) -> (node: Node, nameToken: Int)? {
        var row = link.chain ?? link.call.node
        while let closure = row.parent, let slot = CallSlot(closure), let content = ClosureSyntax(closure), slot.labelToken == nil,
              content.signature == nil, content.statements.contains(row),
              !content.statements.contains(where: { [.variableDecl, .functionDecl, .ifConfig].contains($0.kind) }) {
            let call = slot.call
            guard call.calledElement?.kind == .identifierExpr, call.additionalTrailingClosures.isEmpty,
                  let token = call.calledElement?.firstToken else { return nil }
            switch call.calledName {
            case "List" where call.arguments.isEmpty && call.node.tokenRange.lowerBound == token + 1:
                return (call.node, token)
            case "Section":
                // A section is a row of the list (or of an outer section).
                guard let statement = call.node.parent, statement.kind == .postfixExpr else { return nil }
                row = statement
            default:
                return nil
            }
        }
        return nil
    }

    /// The `case` that matches the optional selection with `value`: `.a` for `Pane.a` (the
    /// selection's type), else the value with `?` (`Other.a?`, `1?`).
    private static func casePattern(_ value: String, typeName: String) -> String {
        value.hasPrefix(typeName + ".") ? String(value.dropFirst(typeName.count)) : value + "?"
    }

    /// The link's value: `Pane.a` for `.a` (the selection's type `Pane`), the tag as written for
    /// `Pane.a` or a literal; nil for any other expression (it may not be a pattern a `case` can
    /// match).
    private static func valueText(_ tag: Node, typeName: String) -> String? {
        switch tag.kind {
        case .implicitMemberExpr:
            return typeName + tag.compactText
        case .literalExpr, .stringLiteral:
            return tag.compactText == "nil" ? nil : tag.compactText
        case .postfixExpr:
            guard let chain = PostfixChainSyntax(tag), chain.suffixes.count == 1, chain.suffixes[0].kind == .memberSuffix,
                  let primary = chain.primary, primary.kind == .identifierExpr, primary.identifierName?.first?.isUppercase == true else { return nil }
            return tag.compactText
        default:
            return nil
        }
    }

    /// The edit that makes `link` a value link: its arguments and closures from the `(` on
    /// become `("T", value: tag)` or `(value: tag) { L }`, the label as written; nil when a
    /// comment outside the destination and the label would go with them.
    private static func arguments(of link: NavigationLinkCall, value tag: String, keeping destination: Range<Int>) -> TextEdit? {
        let tree = link.call.node.tree
        let replaced = Int(tree.tokens[link.nameToken].end)..<link.call.node.range.upperBound
        let labelText: String
        let kept: Range<Int>
        switch link.label {
        case .title(let title)?:
            guard let expression = title.expression else { return nil }
            labelText = "(\(expression.text), value: \(tag))"
            kept = expression.range
        case .trailingClosure(let closure)?, .labeledClosure(let closure)?, .argument(_, let closure)?:
            labelText = "(value: \(tag)) " + closure.node.text
            kept = closure.node.range
        case nil:
            return nil
        }
        let comments = tree.commentTexts(in: replaced, outside: kept)
        guard comments.count == tree.commentTexts(in: destination, outside: 0..<0).count else { return nil }
        return TextEdit(range: replaced, replacement: labelText)
    }

    /// The code of a destination that moves to the detail column: a closure's statements with
    /// the comments around them, or the view passed as `destination:`; nil for an empty closure.
    private static func movedRange(_ destination: Node) -> Range<Int>? {
        let tree = destination.tree
        guard let closure = ClosureSyntax(destination) else { return destination.range }
        guard let first = closure.statements.first?.firstToken, let last = closure.statements.last?.lastToken,
              let rightBrace = closure.rightBrace else { return nil }
        let before = tree.comments(between: closure.leftBrace, and: first).first?.range.lowerBound
        let after = tree.comments(between: last, and: rightBrace).last?.range.upperBound
        return (before ?? Int(tree.tokens[first].start))..<(after ?? Int(tree.tokens[last].end))
    }

    /// The destination's code (`movedRange`) at `indent`, each line moved from its old indentation.
    private static func caseBody(_ range: Range<Int>, in tree: SyntaxTree, indent: String) -> String {
        let base = tree.indentation(ofLineContaining: range.lowerBound)
        return indent + DestinationInsertion.reindent(tree.string(range), from: base, to: indent)
    }
}
