import SwiftCST

/// Where an action reads the value `onChange` observes. The deprecated form's action was
/// made with the view before the change, so a property of the view read there gave the value
/// from before; the two-value form's action is made with the view after it. A read of the
/// observed value (`.onChange(of: query) { new in search(query, new) }`) therefore changes
/// meaning, and such an action stays for the user to rewrite with `oldValue`.
struct ObservedValuePath {
    /// `["model", "query"]` for `model.query` and `self.model.query`.
    let components: [String]

    /// The path the observed expression spells, or nil when it is not a plain path of names
    /// (a call, an operator, a subscript: those reads are not looked for).
    init?(_ expression: Node) {
        let tree = expression.tree
        var names: [String] = []
        let elements = expression.kind == .postfixExpr ? expression.children : [expression]
        for (position, element) in elements.enumerated() {
            if position == 0 {
                guard element.kind == .identifierExpr, let token = element.firstToken, element.hasOneDirectToken else { return nil }
                if tree.tokens[token].keyword == .self { continue }
                guard tree.tokens[token].kind == .identifier else { return nil }
                names.append(tree.text(token))
            } else {
                guard element.kind == .memberSuffix, let name = element.identifierName else { return nil }
                names.append(name)
            }
        }
        guard !names.isEmpty else { return nil }
        components = names
    }

    /// The first token in `tokens` that reads the path (`query`, `self.query`), if any; a
    /// label (`query:`) or a member of something else (`other.query`) is not one.
    func firstRead(in tokens: Range<Int>, of tree: SyntaxTree) -> Int? {
        for start in tokens where tree.tokens[start].kind == .identifier && tree.tokenIs(start, components[0]) {
            if start > tokens.lowerBound, tree.tokens[start - 1].kind == .period {
                guard start - 2 >= tokens.lowerBound, tree.tokens[start - 2].keyword == .self else { continue }
            }
            var next = start + 1
            var matched = true
            for component in components.dropFirst() {
                guard next + 1 < tokens.upperBound, tree.tokens[next].kind == .period, tree.tokenIs(next + 1, component) else {
                    matched = false
                    break
                }
                next += 2
            }
            if matched && !(next < tokens.upperBound && tree.tokens[next].kind == .colon && components.count == 1) { return start }
        }
        return nil
    }
}
