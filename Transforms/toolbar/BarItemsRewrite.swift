import SwiftCST

/// `.navigationBarItems(leading: a, trailing: b)` → `.toolbar { ToolbarItem(placement: .topBarLeading) { a } … }`
/// (`.navigationBarLeading`/`.navigationBarTrailing` below iOS 17), each item on its own lines.
struct BarItemsRewrite {
    let tree: SyntaxTree
    let style: SourceStyle
    /// True when the file may use `.topBarLeading`/`.topBarTrailing` (iOS 17).
    let topBarPlacements: Bool

    /// The replacement of the call `.navigationBarItems(...)` (from `member`'s `.` to the end of
    /// `call`), or why it stays.
    func edit(member: Node, call: CallSyntax) -> Result<TextEdit, ToolbarRefusal> {
        let arguments = call.arguments
        let labels = arguments.map { $0.label ?? "" }
        guard call.trailingClosure == nil, !arguments.isEmpty, labels == ["leading", "trailing"] || labels == ["leading"] || labels == ["trailing"],
              let dot = member.firstToken else { return .failure(.unusualArguments) }
        let range = Int(tree.tokens[dot].start)..<call.node.range.upperBound
        let kept = arguments.compactMap { $0.expression?.range }
        if tree.hasComments(in: range, outside: kept) {
            return .failure(.commentWouldBeLost)
        }
        let indent = tree.indentation(ofLineContaining: range.lowerBound)
        let unit = style.indentUnit
        var text = ".toolbar {" + style.newline
        for argument in arguments {
            guard let expression = argument.expression else { return .failure(.unusualArguments) }
            text += indent + unit + "ToolbarItem(placement: " + placement(argument.label ?? "") + ") {" + style.newline
            text += Reindentation.moved(expression.text, from: tree.indentation(ofLineContaining: expression.range.lowerBound),
                                        to: indent + unit + unit)
            text += style.newline + indent + unit + "}" + style.newline
        }
        return .success(TextEdit(range: range, replacement: text + indent + "}"))
    }

    private func placement(_ label: String) -> String {
        switch (label, topBarPlacements) {
        case ("leading", true): return ".topBarLeading"
        case ("leading", false): return ".navigationBarLeading"
        case (_, true): return ".topBarTrailing"
        default: return ".navigationBarTrailing"
        }
    }
}

/// `.navigationBarHidden(b)` → `.toolbar(b ? .hidden : .visible, for: .navigationBar)`, with the
/// literals `true` and `false` simplified to `.hidden` and `.visible`.
struct BarHiddenRewrite {
    let tree: SyntaxTree

    func edit(member: Node, call: CallSyntax) -> Result<TextEdit, ToolbarRefusal> {
        let arguments = call.arguments
        guard call.trailingClosure == nil, arguments.count == 1, arguments[0].label == nil, let value = arguments[0].expression,
              let dot = member.firstToken else { return .failure(.unusualArguments) }
        let range = Int(tree.tokens[dot].start)..<call.node.range.upperBound
        if tree.comments(in: range).contains(where: { !value.range.contains($0.range.lowerBound) }) { return .failure(.commentWouldBeLost) }
        return .success(TextEdit(range: range, replacement: ".toolbar(" + visibility(value) + ", for: .navigationBar)"))
    }

    /// `.hidden`, `.visible`, or `b ? .hidden : .visible` (`(b)` when `b` is not a simple operand).
    private func visibility(_ value: Node) -> String {
        if value.kind == .literalExpr, value.hasOneDirectToken {
            if tree.tokenIs(value.tokenRange.lowerBound, "true") { return ".hidden" }
            if tree.tokenIs(value.tokenRange.lowerBound, "false") { return ".visible" }
        }
        let simple: Set<SyntaxKind> = [.identifierExpr, .postfixExpr, .prefixExpr, .literalExpr, .tupleExpr]
        let condition = simple.contains(value.kind) ? value.text : "(" + value.text + ")"
        return condition + " ? .hidden : .visible"
    }
}
