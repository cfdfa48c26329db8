import SwiftCST

/// Writes one legacy tab as a `Tab`:
///
///     Content()                                   Tab("Inbox", systemImage: "tray", value: Section.inbox) {
///         .tabItem { Label("Inbox",          →        Content()
///                          systemImage: "tray") }  }
///         .tag(Section.inbox)                      .badge(3)
///         .badge(3)
///
/// The label moves whole into `Tab { … } label: { … }` when it is not a title and an image.
struct TabRewrite {
    let tree: SyntaxTree
    let style: SourceStyle
    /// `Tab`, or `SwiftUI.Tab` where the project declares a type of that name.
    let tabName: String

    /// The replacement of `child`'s statement; `withValue` when the TabView has a selection
    /// (the tag becomes the Tab's value; without one, a tag selects nothing and goes).
    func edit(_ child: TabChild, withValue: Bool) -> Result<TextEdit, TabViewRefusal> {
        let statement = child.statement.range
        guard startsLine(statement.lowerBound) else { return .failure(.sharesLine) }
        let value = withValue ? child.tag : nil
        if withValue && value == nil { return .failure(.tabWithoutValue) }
        var kept = [child.content] + child.viewModifiers + child.badges + (value.map { [$0.range] } ?? [])
        var title = TabTitle(child.label)
        if let shorthand = title, tree.hasComments(in: statement, outside: kept + [shorthand.title.range, shorthand.image.range]) { title = nil }
        kept += title.map { [$0.title.range, $0.image.range] } ?? [child.label.node.range]
        if tree.hasComments(in: statement, outside: kept) { return .failure(.commentWouldBeLost) }

        let indent = tree.indentation(ofLineContaining: statement.lowerBound)
        let newline = style.newline
        var text: String
        let valueArgument = value.map { "value: " + $0.text }
        if let title {
            let arguments = [title.title.text, title.imageLabel + ": " + title.image.text] + (valueArgument.map { [$0] } ?? [])
            text = tabName + "(" + arguments.joined(separator: ", ") + ") {" + newline
        } else {
            text = tabName + (valueArgument.map { "(" + $0 + ")" } ?? "") + " {" + newline
        }
        text += Reindentation.moved(contentText(child), from: indent, to: indent + style.indentUnit) + newline + indent + "}"
        if title == nil {
            let labelIndent = tree.indentation(ofLineContaining: child.label.node.range.lowerBound)
            text += " label: " + Reindentation.moved(child.label.node.text, from: labelIndent, to: indent).dropFirst(indent.count)
        }
        for badge in child.badges { text += newline + indent + tree.string(badge) }
        return .success(TextEdit(range: statement, replacement: text))
    }

    /// The tab's view: the content, then the view's own modifiers written after `.tabItem`, each on
    /// its own line where it was.
    private func contentText(_ child: TabChild) -> String {
        var text = tree.string(child.content)
        for modifier in child.viewModifiers {
            if startsLine(modifier.lowerBound) { text += style.newline + tree.indentation(ofLineContaining: modifier.lowerBound) }
            text += tree.string(modifier)
        }
        return text
    }

    /// True when only spaces and tabs are between the start of `offset`'s line and `offset`.
    private func startsLine(_ offset: Int) -> Bool {
        var position = offset
        while position > 0, tree.bytes[position - 1] == UInt8(ascii: " ") || tree.bytes[position - 1] == UInt8(ascii: "\t") { position -= 1 }
        return position == 0 || tree.bytes[position - 1] == UInt8(ascii: "\n")
    }
}
