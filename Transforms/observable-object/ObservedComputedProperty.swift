import SwiftCST

/// A computed property whose setter sent `objectWillChange` (its value lives elsewhere:
/// `UserDefaults`, a dictionary), made observable the documented way for custom storage:
///
/// ```swift
/// var name: String {
///     get {
///         access(keyPath: \.name)
///         return defaults.string(forKey: "name") ?? ""
///     }
///     set {
///         withMutation(keyPath: \.name) {
///             defaults.set(newValue, forKey: "name")
///         }
///     }
/// }
/// ```
struct ObservedComputedProperty {
    let tree: SyntaxTree
    let property: String

    /// The getter reports the read; the setter's statements after the send (which goes) run
    /// inside `withMutation`, re-indented one level.
    func edits(getter: AccessorSyntax, setter: AccessorSyntax) -> [TextEdit] {
        guard let getterBody = getter.body, let setterBody = setter.body, let send = setterBody.firstChild,
              let first = setterBody.firstToken, let close = setterBody.lastToken,
              !tree.hasComments(between: first, and: close) else { return [] }
        let style = tree.style
        let keyPath = "\\.\(property)"
        var edits: [TextEdit] = []
        // Getter.
        let access = "access(keyPath: \(keyPath))"
        if getterBody.children.count == 1, let only = getterBody.firstChild, let onlyFirst = only.firstToken,
           only.kind != .returnStmt, tree.tokens[onlyFirst].keyword != .return {
            guard let insertion = tree.insertion(ofStatement: access, atTopOf: getterBody) else { return [] }
            edits += [insertion, .insert("return ", at: Int(tree.tokens[onlyFirst].start))]
            // `get { value }` is broken open: its closing brace goes on a line of its own too.
            if let getterClose = getterBody.lastToken, !tree.tokens[getterClose].isAtStartOfLine, let getterFirst = getter.node.firstToken,
               let onlyLast = only.lastToken {
                let indent = tree.indentation(ofLineContaining: Int(tree.tokens[getterFirst].start))
                edits.append(TextEdit(range: Int(tree.tokens[onlyLast].end)..<Int(tree.tokens[getterClose].start), replacement: style.newline + indent))
            }
        } else if let insertion = tree.insertion(ofStatement: access, atTopOf: getterBody) {
            edits.append(insertion)
        } else {
            return []
        }
        // Setter: from the send to the closing brace.
        let rest = Array(setterBody.children.dropFirst())
        let braceIndent = tree.indentation(ofLineContaining: Int(tree.tokens[close].start))
        let bodyIndent = tree.tokens[close].isAtStartOfLine ? braceIndent + style.indentUnit
            : tree.indentation(ofLineContaining: Int(tree.tokens[first].start)) + style.indentUnit
        var wrapped = "withMutation(keyPath: \(keyPath)) {"
        if let last = rest.last?.lastToken, let restFirst = rest.first?.firstToken {
            let onOwnLine = tree.tokens[restFirst].isAtStartOfLine
            let start = Int(tree.tokens[restFirst].start)
            let text = tree.string((onOwnLine ? tree.lineStart(containing: start) : start)..<Int(tree.tokens[last].end))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let plain = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
                return plain.trimmingCharacters(in: .whitespaces).isEmpty ? plain : style.indentUnit + plain
            }
            let body = onOwnLine ? lines.joined(separator: style.newline) : bodyIndent + style.indentUnit + text
            wrapped += style.newline + body
        }
        wrapped += style.newline + bodyIndent + "}"
        guard let sendFirst = send.firstToken else { return [] }
        let end = rest.last?.lastToken ?? send.lastToken ?? sendFirst
        edits.append(TextEdit(range: Int(tree.tokens[sendFirst].start)..<Int(tree.tokens[end].end), replacement: wrapped))
        return edits
    }
}
