import SwiftCST

/// Writes planned previews as `#Preview` declarations at the provider's place: each body moved
/// to one indentation level inside its macro, the comment lines above it carried along.
struct PreviewRendering {
    let tree: SyntaxTree
    /// The indentation of the provider's line.
    let indent: String
    let style: SourceStyle

    /// The declarations, to replace the provider's text (which starts after `indent`): the
    /// previews, then `types` moved out of the provider, `private` unless they say `fileprivate`.
    func text(of previews: [PlannedPreview], movingOut types: [TypeDeclSyntax]) -> String {
        let moved = types.map { type in
            let text = Reindentation.moved(type.node.text, from: tree.indentation(ofLineContaining: type.node.range.lowerBound), to: indent)
            let access = type.modifiers.contains { $0.isNamed("private") || $0.isNamed("fileprivate") } ? "" : "private "
            return access + text.dropFirst(indent.count)
        }
        return (previews.map(text(of:)) + moved).joined(separator: style.newline + style.newline + indent)
    }

    private func text(of preview: PlannedPreview) -> String {
        var text = ""
        if let comments = preview.comments {
            for line in Reindentation.lines(tree.string(comments)) {
                let comment = line.drop { $0 == " " || $0 == "\t" }.filter { $0 != "\r" }
                if !comment.isEmpty { text += comment + style.newline + indent }
            }
        }
        text += "#Preview" + preview.settings.argumentClause + " {" + style.newline
        for state in preview.states {
            let binding = state.declaration.bindings[0].node
            let declaration = Reindentation.moved(state.previewableDeclaration, from: tree.indentation(ofLineContaining: binding.range.lowerBound),
                                                  to: indent + style.indentUnit)
            text += declaration + style.newline
        }
        text += Reindentation.moved(body(of: preview), from: tree.indentation(ofLineContaining: preview.body.lowerBound), to: indent + style.indentUnit)
        return text + style.newline + indent + "}"
    }

    /// The body's text without the removed preview modifiers.
    private func body(of preview: PlannedPreview) -> String {
        var bytes: [UInt8] = []
        var next = preview.body.lowerBound
        for removed in preview.removed.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            bytes += tree.bytes[next..<removed.lowerBound]
            next = removed.upperBound
        }
        bytes += tree.bytes[next..<preview.body.upperBound]
        return String(decoding: bytes, as: UTF8.self)
    }
}
