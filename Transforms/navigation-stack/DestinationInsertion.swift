import SwiftCST

/// Appends `.navigationDestination(isPresented: $b) { D }` modifiers to a stack's root content:
/// on lines of their own (at the indentation of the root's modifiers) when the root spans
/// several lines, inline otherwise. A moved destination keeps its comments and its layout,
/// re-indented to its new place.
enum DestinationInsertion {
    /// One edit inserting every plan's modifier, in order, after `root`, each below the comments
    /// its link's edits remove; `avoiding` are the ranges those edits replace (the insertion
    /// goes before any of them it would hit). Nil when a one-line root would need comment lines.
    /// `style` is the file's.
    static func edit(for plans: [ActiveLinkRewrite.Plan], root: Node, avoiding: [Range<Int>], style: FileStyle) -> TextEdit? {
        let tree = root.tree
        guard let first = root.firstToken, var last = root.lastToken else { return nil }
        let multiline = tree.location(of: Int(tree.tokens[first].start)).line < tree.location(of: Int(tree.tokens[last].end)).line
        var position = multiline ? Int(tree.tokens[last].trailingEnd) : Int(tree.tokens[last].end)
        // An insertion strictly inside a replaced range would overlap it (`TextEdit.contact`).
        while let hit = avoiding.first(where: { TextEdit.contact(position..<position, $0) == .overlapping }) {
            last = tree.tokenIndex(containing: hit.lowerBound) - 1
            guard last >= first else { return nil }
            position = min(multiline ? Int(tree.tokens[last].trailingEnd) : Int(tree.tokens[last].end), hit.lowerBound)
        }
        let style = style.value
        let indent = modifierIndentation(of: root)
        var text = ""
        for plan in plans {
            guard multiline || plan.comments.isEmpty else { return nil }
            for comment in plan.comments { text += style.newline + indent + comment }
            let modifier = ".navigationDestination(isPresented: \(plan.isPresented)) " + closureText(plan.destination, indent: indent, style: style)
            text += multiline ? style.newline + indent + modifier : modifier
        }
        return .insert(text, at: position)
    }

    /// The indentation of the root's last modifier line (`.navigationTitle(...)` on its own
    /// line), or of the root's first line.
    private static func modifierIndentation(of root: Node) -> String {
        let tree = root.tree
        let member = root.children.last { $0.kind == .memberSuffix && $0.firstToken.map { tree.tokens[$0].isAtStartOfLine } == true }
        return tree.indentation(ofLineContaining: (member ?? root).range.lowerBound)
    }

    /// `{ D }` for a one-line view, the closure itself for a closure, re-indented to `indent`.
    private static func closureText(_ destination: Node, indent: String, style: SourceStyle) -> String {
        let tree = destination.tree
        let base = tree.indentation(ofLineContaining: destination.range.lowerBound)
        if destination.kind == .closureExpr {
            return reindent(destination.text, from: base, to: indent)
        }
        guard destination.text.contains(where: \.isNewline) else { return "{ \(destination.text) }" }
        let inner = indent + style.indentUnit
        return "{" + style.newline + inner + reindent(destination.text, from: base, to: inner) + style.newline + indent + "}"
    }

    /// Replaces the `from` indentation at the start of every line but the first with `to`
    /// (lines split at LF bytes, so CRLF line breaks stay as they are).
    static func reindent(_ text: String, from: String, to: String) -> String {
        let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return lines.enumerated().map { index, bytes in
            let line = String(decoding: bytes, as: UTF8.self)
            guard index > 0, line.hasPrefix(from) else { return line }
            return to + line.dropFirst(from.count)
        }.joined(separator: "\n")
    }
}
