extension SyntaxTree {
    /// An indented, readable rendering of the tree: one line per node (kind, line:column,
    /// key token) and, with `tokens`, one line per direct token in source order: its kind and
    /// text (`identifier "body"`), or only the text for punctuation that spells its kind (`"{"`).
    public func dump(tokens showTokens: Bool = true) -> String {
        enum Item {
            case node(Int32, depth: Int)
            case token(Int, depth: Int)
        }
        var lines: [String] = []
        var work: [Item] = [.node(0, depth: 0)]
        while let item = work.popLast() {
            switch item {
            case .token(let token, let depth):
                let kind = "\(tokens[token].kind)", spelling = text(token)
                lines.append(String(repeating: "  ", count: depth) + (kind == spelling ? quoted(spelling) : "\(kind) \(quoted(spelling))"))
            case .node(let index, let depth):
                let node = Node(tree: self, index: index)
                var line = String(repeating: "  ", count: depth) + "\(node.kind) \(node.location)"
                if let key = node.keyToken { line += " key=\(quoted(text(key)))" }
                lines.append(line)
                var items: [(position: Int, item: Item)] = node.children.map { (Int($0.raw.firstToken), .node($0.index, depth: depth + 1)) }
                if showTokens {
                    items += node.directTokens.map { ($0, .token($0, depth: depth + 1)) }
                }
                items.sort { $0.position < $1.position }
                work.append(contentsOf: items.reversed().map(\.item))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
