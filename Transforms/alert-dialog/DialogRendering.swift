import SwiftCST

/// Writes a legacy presentation in the new API: `.alert(title, isPresented:) { Button… } message: { … }`
/// or `.confirmationDialog(title, isPresented:, titleVisibility: .visible) { … } message: { … }`
/// (with `presenting:` and the item's parameter in both closures for the item form),
/// each button and the message on lines of their own, one level deeper than the modifier's line.
struct DialogRendering {
    let tree: SyntaxTree
    let style: SourceStyle
    /// The indentation of the modifier's line.
    let indent: String
    /// True when the target has `Button(role:action:)` (iOS 26), whose label for `.cancel` the system
    /// localizes as it does `.cancel()`'s.
    let hasSystemLabels: Bool

    /// The replacement of the whole legacy call (from its `.`), or why there is none.
    func text(of presentation: LegacyPresentation) -> Result<String, AlertRefusal> {
        switch presentation.content {
        case .single(let content): return text(of: presentation, content)
        case .switched(let switched):
            // Only the item form is read with a switch (`LegacyPresentation.read`).
            guard let item = presentation.item else { return .failure(.contentNotLiteral) }
            return text(of: presentation, switched, item: item)
        }
    }

    private func text(of presentation: LegacyPresentation, _ content: DialogContent) -> Result<String, AlertRefusal> {
        let inner = indent + style.indentUnit
        let buttons: [String]
        switch buttonLines(content, of: presentation.kind, at: inner) {
        case .success(let lines): buttons = lines
        case .failure(let refusal): return .failure(refusal)
        }
        let item = presentation.item
        var arguments = [title(content.title, item: item), "isPresented: " + (item?.isPresented ?? code(presentation.binding, at: indent))]
        if presentation.kind == .actionSheet { arguments.append("titleVisibility: .visible") }
        var text = opening(presentation, arguments: &arguments)
        text += ") {" + (item.map { " \(buttons.isEmpty ? "_" : $0.parameter) in" } ?? "")
        text += buttons.isEmpty ? (item == nil ? "}" : " }") : style.newline + buttons.map { inner + $0 + style.newline }.joined() + indent + "}"
        if let message = content.message {
            text += " message: {" + (item.map { " \($0.parameter) in" } ?? "")
            text += style.newline + inner + code(message, at: inner) + style.newline + indent + "}"
        }
        return .success(text)
    }

    /// The item form whose content a `switch` chooses: the `switch` again in the title (as an
    /// expression), the actions and the message (as statements), each case with its own part.
    private func text(of presentation: LegacyPresentation, _ switched: SwitchedContent, item: ItemPresentation) -> Result<String, AlertRefusal> {
        let inner = indent + style.indentUnit
        var buttons: [[String]] = []
        for found in switched.cases {
            switch buttonLines(found.content, of: presentation.kind, at: inner + style.indentUnit) {
            case .success(let lines): buttons.append(lines)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        let title: String
        if let shared = sharedPart(switched.cases.map(\.content.title), of: switched) {
            title = self.title(shared, item: item)
        } else {
            let titles = switched.cases.map { [code($0.content.title, at: inner + style.indentUnit + style.indentUnit)] }
            title = item.value + ".map { " + item.parameter + " in" + style.newline
                + switchText(switched, parts: titles, nodes: switched.cases.map { [$0.content.title] }, at: inner + style.indentUnit)
                + inner + "} ?? Text(verbatim: \"\")"
        }
        var arguments = [title, "isPresented: " + item.isPresented]
        if presentation.kind == .actionSheet { arguments.append("titleVisibility: .visible") }
        var text = opening(presentation, arguments: &arguments)
        if buttons.allSatisfy(\.isEmpty) {
            text += ") { _ in }"
        } else {
            text += ") { " + item.parameter + " in" + style.newline
                + switchText(switched, parts: buttons.map { $0.isEmpty ? ["EmptyView()"] : $0 },
                             nodes: switched.cases.map(\.content.buttonParts), at: inner)
                + indent + "}"
        }
        if let shared = sharedPart(switched.cases.map(\.content.message), of: switched) {
            text += " message: { " + item.parameter + " in" + style.newline + inner + code(shared, at: inner) + style.newline + indent + "}"
        } else if switched.cases.contains(where: { $0.content.message != nil }) {
            let messages = switched.cases.map { [$0.content.message.map { code($0, at: inner + style.indentUnit) } ?? "EmptyView()"] }
            text += " message: { " + item.parameter + " in" + style.newline
                + switchText(switched, parts: messages, nodes: switched.cases.map { $0.content.message.map { [$0] } ?? [] }, at: inner)
                + indent + "}"
        }
        return .success(text)
    }

    /// The part every case has, written the same (`Text(warning.title)` in each), reading none of
    /// its case's bound names and holding no comment: written once, without the `switch`.
    private func sharedPart(_ parts: [Node?], of switched: SwitchedContent) -> Node? {
        guard let first = parts.first ?? nil, tree.comments(inside: first).isEmpty else { return nil }
        for (part, found) in zip(parts, switched.cases) {
            guard let part, part.compactText == first.compactText, tree.comments(inside: part).isEmpty else { return nil }
            let bound = found.label.boundNames
            if part.tokenRange.contains(where: { tree.tokens[$0].kind == .identifier && bound.contains(tree.text($0)) }) { return nil }
        }
        return first
    }

    /// `switch subject {`, each case's label (without the bindings `nodes` do not read) and
    /// its lines one level deeper, and `}`, at `indent`, each line ended.
    private func switchText(_ switched: SwitchedContent, parts: [[String]], nodes: [[Node]], at indent: String) -> String {
        var text = indent + "switch " + switched.subject.text + " {" + style.newline
        for (position, found) in switched.cases.enumerated() {
            let bound = found.label.boundNames
            let used = nodes[position].contains { node in node.tokenRange.contains { tree.tokens[$0].kind == .identifier && bound.contains(tree.text($0)) } }
            text += indent + Reindentation.moved(found.label.text(bindingsUsed: used), from: tree.indentation(ofLineContaining: found.label.node.range.lowerBound), to: indent).dropFirst(indent.count) + style.newline
            text += parts[position].map { indent + style.indentUnit + $0 + style.newline }.joined()
        }
        return text + indent + "}" + style.newline
    }

    /// `.alert(` or `.confirmationDialog(` with `arguments`: on one line, or for the item form
    /// (too long for one) one a line, `presenting:` last.
    private func opening(_ presentation: LegacyPresentation, arguments: inout [String]) -> String {
        var text = presentation.kind == .alert ? ".alert(" : ".confirmationDialog("
        if let item = presentation.item {
            let inner = indent + style.indentUnit
            arguments.append("presenting: " + item.value)
            text += style.newline + arguments.map { inner + $0 }.joined(separator: "," + style.newline) + style.newline + indent
        } else {
            text += arguments.joined(separator: ", ")
        }
        return text
    }

    /// The `Button` of each of `content`'s buttons that the new API shows (an action sheet's
    /// standard dismiss goes), written at `indent`; or why one has no exact form.
    private func buttonLines(_ content: DialogContent, of kind: LegacyPresentation.Kind, at indent: String) -> Result<[String], AlertRefusal> {
        var buttons: [String] = []
        for expression in content.buttons {
            guard let button = DialogButton(expression) else { return .failure(.unmappedButton(oneLineQuote(expression.text))) }
            if kind == .actionSheet && button.isStandardDismiss { continue }
            guard button.label != nil || hasSystemLabels else {
                return .failure(button.action == nil && kind == .alert ? .systemCancel : .unmappedButton(oneLineQuote(expression.text)))
            }
            buttons.append(text(of: button, at: indent))
        }
        return .success(buttons)
    }

    /// `Button("OK", role: .cancel) { … }`, `Button("OK", action: save)`, with a label view
    /// `Button(role: .destructive, action: delete) { Text(name) }`, or for the system-labelled
    /// `.cancel()` `Button(role: .cancel) {}`.
    private func text(of button: DialogButton, at indent: String) -> String {
        let role = button.role == .default ? nil : "role: ." + button.role.rawValue
        // The label's literal key; none for the system-labelled `.cancel()`; nil for a label view.
        let keyArguments: [String]?
        if let label = button.label { keyArguments = literalKey(label).map { [$0] } } else { keyArguments = [] }
        if let keyArguments {
            let arguments = (keyArguments + (role.map { [$0] } ?? [])).joined(separator: ", ")
            guard let action = button.action else { return "Button(" + arguments + ") {}" }
            if action.kind == .closureExpr { return "Button(" + arguments + ") " + code(action, at: indent) }
            return "Button(" + arguments + ", action: " + code(action, at: indent) + ")"
        }
        guard let label = button.label else { return "" }
        let action = button.action.map { code($0, at: indent) } ?? "{}"
        let arguments = (role.map { [$0] } ?? []) + ["action: " + action]
        return "Button(" + arguments.joined(separator: ", ") + ") {" + style.newline + indent + style.indentUnit
            + code(label, at: indent + style.indentUnit) + style.newline + indent + "}"
    }

    /// `"Title"` for `Text("Title")` (the same localized string key), else the `Text` as it is; a
    /// title that reads the item is made from it (`failure.map { f in Text(f.reason) } ?? Text(verbatim: "")`:
    /// the alert shows only while the item is set).
    private func title(_ text: Node, item: ItemPresentation?) -> String {
        if let item, item.parameter != "_", text.tokenRange.contains(where: { tree.tokenIs($0, item.parameter) }) {
            return item.value + ".map { " + item.parameter + " in " + code(text, at: indent + style.indentUnit) + " } ?? Text(verbatim: \"\")"
        }
        return literalKey(text) ?? code(text, at: indent)
    }

    /// The string literal of `Text("literal")`, which `Button`, `alert` and `confirmationDialog`
    /// take as the same `LocalizedStringKey`.
    private func literalKey(_ text: Node) -> String? {
        guard let chain = PostfixChainSyntax(text), chain.suffixes.count == 1, let call = CallSyntax(chain.suffixes[0]),
              call.trailingClosure == nil, call.arguments.count == 1, call.arguments[0].label == nil,
              let literal = call.arguments[0].expression, literal.kind == .stringLiteral,
              tree.tokenIs(literal.tokenRange.lowerBound, "\"") else { return nil }
        return literal.text
    }

    /// `node`'s code as written, its later lines moved to sit under `indent` (its first line
    /// continues a line already indented).
    private func code(_ node: Node, at indent: String) -> String {
        String(Reindentation.moved(node.text, from: tree.indentation(ofLineContaining: node.range.lowerBound), to: indent).dropFirst(indent.count))
    }
}
