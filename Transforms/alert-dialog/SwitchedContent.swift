import SwiftCST

/// An item presentation's content chosen by a `switch` over the item, each case returning one
/// literal `Alert(...)`/`ActionSheet(...)`:
///
///     .alert(item: $pending) { pending in
///         switch pending {
///         case .delete(let name): return Alert(title: Text("Delete \(name)?"), primaryButton: …)
///         case .failed: return Alert(title: Text("Failed"))
///         }
///     }
///
/// The new API takes the title, the actions and the message apart, so the rewrite keeps the
/// `switch` in each part (a `switch` expression in the title's closure, `switch` statements in
/// the view builders), with the same cases in the same order: each part shows what its case's
/// `Alert` had.
struct SwitchedContent {
    /// One `case` (or `default`) and the content it returns.
    struct Case {
        let label: CaseLabel
        let content: DialogContent
    }

    /// What is switched over: the item's parameter, or a member of it.
    let subject: Node
    let cases: [Case]

    /// Reads `switch` over `parameter` whose every case returns one literal `contentType`;
    /// nil when `statement` is no such `switch`, or a case that is not one literal (at the case).
    static func read(_ statement: Node, parameter: String, contentType: String) -> Result<SwitchedContent, AlertRefusal>? {
        guard statement.kind == .switchExpr, let subject = statement.children.first, reads(subject, only: parameter) else { return nil }
        var cases: [Case] = []
        for node in statement.children(.switchCase) {
            guard let label = CaseLabel(node) else { return .failure(.switchCase(node.range.lowerBound)) }
            let body = label.statements
            guard body.count == 1 else { return .failure(.switchCase(node.range.lowerBound)) }
            var value = body[0]
            if value.kind == .returnStmt, let returned = value.firstChild { value = returned }
            guard LegacyPresentation.isLiteral(value, of: contentType) else { return .failure(.switchCase(node.range.lowerBound)) }
            switch DialogContent.read(value, isActionSheet: contentType == "ActionSheet") {
            case .success(let content): cases.append(Case(label: label, content: content))
            case .failure(let refusal): return .failure(refusal)
            }
        }
        guard !cases.isEmpty, statement.children.count == cases.count + 1 else { return .failure(.contentNotLiteral) }
        return .success(SwitchedContent(subject: subject, cases: cases))
    }

    /// `item` or `item.kind`: the subject reads nothing but the item, so each part, evaluated at
    /// its own time, switches over the same value.
    private static func reads(_ subject: Node, only parameter: String) -> Bool {
        guard let chain = PostfixChainSyntax(subject), let primary = chain.primary, primary.isIdentifier(parameter) else {
            return subject.isIdentifier(parameter)
        }
        return chain.suffixes.allSatisfy { $0.kind == .memberSuffix }
    }
}

/// A `case …:` or `default:` label of a `switch`, written again in each part of a rewritten dialog.
struct CaseLabel {
    let node: Node
    /// The `:` ending the label.
    private let colon: Int

    init?(_ node: Node) {
        guard node.kind == .switchCase, let colon = node.firstDirectToken(where: { node.tree.tokens[$0].kind == .colon }) else { return nil }
        self.node = node
        self.colon = colon
    }

    /// The statements after the label.
    var statements: [Node] { node.children.filter { ($0.firstToken ?? 0) > colon } }

    /// The names the label's patterns bind (`error` in `case .failed(let error):`).
    var boundNames: Set<String> {
        let tree = node.tree
        var names: Set<String> = []
        for child in node.children where (child.lastToken ?? .max) < colon {
            child.walk { inner in
                guard inner.kind == .patternExpr else { return true }
                for token in inner.tokenRange where tree.tokens[token].kind == .identifier { names.insert(tree.text(token)) }
                return false
            }
        }
        return names
    }

    /// The label as written; for a part that reads none of its bound names, without the payload
    /// patterns that only bind (`case .failed(let error):` → `case .failed:`), so the part has no
    /// unused variable. A label with a `where` clause or a comment is kept whole.
    func text(bindingsUsed: Bool) -> String {
        let tree = node.tree
        let range = node.range.lowerBound..<Int(tree.tokens[colon].end)
        guard !bindingsUsed, !boundNames.isEmpty, !node.tokenRange.contains(where: { tree.tokenIs($0, "where") }),
              tree.comments(in: range).isEmpty else { return tree.string(range) }
        var removed: [Range<Int>] = []
        for child in node.children where (child.lastToken ?? .max) < colon {
            guard let chain = PostfixChainSyntax(child), chain.suffixes.count == 1, let payload = CallSyntax(chain.suffixes[0]),
                  payload.trailingClosure == nil,
                  payload.arguments.allSatisfy({ $0.label == nil && ($0.expression?.kind == .patternExpr || $0.expression?.isIdentifier("_") == true) }) else {
                if child.tokenRange.contains(where: { tree.tokenIs($0, "let") || tree.tokenIs($0, "var") }) { return tree.string(range) }
                continue
            }
            removed.append(chain.suffixes[0].range)
        }
        var text = ""
        var start = range.lowerBound
        for cut in removed {
            text += tree.string(start..<cut.lowerBound)
            start = cut.upperBound
        }
        return text + tree.string(start..<range.upperBound)
    }
}
