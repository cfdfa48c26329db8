import SwiftCST

/// Structural invariants every tree must satisfy, whatever its input. `violations(in:)`
/// returns a description of each one broken (empty when the tree is sound); it runs in
/// linear time so property tests can call it on every input.
enum TreeInvariants {
    static func violations(in tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        problems += tokenTiling(tree)
        problems += nodeNesting(tree)
        problems += queryOrder(tree)
        problems += tokenOwners(tree)
        return Array(problems.prefix(5))
    }

    /// `innermostNode(containingToken:)` names the node holding each token directly.
    static func tokenOwners(_ tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        for (index, raw) in tree.nodes.enumerated() {
            var next = Int(raw.firstToken)
            var child = raw.firstChild
            func check(_ tokens: Range<Int>) {
                for token in tokens where tree.innermostNode(containingToken: token).index != Int32(index) {
                    problems.append("token \(token): innermost node is not node \(index) (\(raw.kind)), which holds it")
                }
            }
            while child >= 0 {
                let node = tree.nodes[Int(child)]
                check(next..<Int(node.firstToken))
                next = Int(node.endToken)
                child = node.nextSibling
            }
            check(next..<Int(raw.endToken))
            if problems.count >= 5 { break }
        }
        return problems
    }

    /// Tokens and their trivia cover every byte once, in order; trivia splits into adjacent pieces.
    static func tokenTiling(_ tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        var offset = 0
        for i in tree.tokens.indices {
            let token = tree.tokens[i]
            guard tree.leadingTriviaStart(i) == offset, offset <= Int(token.start), token.start <= token.end, token.end <= token.trailingEnd else {
                problems.append("token \(i) does not follow its predecessor")
                break
            }
            offset = Int(token.trailingEnd)
            for (range, trailing) in [(tree.leadingTriviaRange(i), false), (tree.trailingTriviaRange(i), true)] {
                let pieces = trailing ? tree.trailingTrivia(i) : tree.leadingTrivia(i)
                var at = range.lowerBound
                for piece in pieces {
                    if piece.range.lowerBound != at || piece.range.isEmpty { problems.append("trivia of token \(i) is not tiled") }
                    at = piece.range.upperBound
                }
                if at != range.upperBound { problems.append("trivia of token \(i) is not covered") }
            }
            let startsLine = i == 0 || tree.leadingTrivia(i).contains { $0.kind.isNewline }
            if token.isAtStartOfLine != startsLine { problems.append("token \(i): isAtStartOfLine is \(token.isAtStartOfLine)") }
        }
        if offset != tree.bytes.count { problems.append("tokens end at \(offset) of \(tree.bytes.count) bytes") }
        if tree.tokens.last?.kind != .endOfFile { problems.append("the last token is not the end of file") }
        return problems
    }

    /// Children lie inside their parent, in order and without overlap; links agree; every node is
    /// reachable from the root exactly once; the root covers every token.
    static func nodeNesting(_ tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        let nodes = tree.nodes
        guard let root = nodes.first, root.kind == .sourceFile, root.parent == -1 else { return ["no source file root"] }
        if root.firstToken != 0 || Int(root.endToken) != tree.tokens.count { problems.append("the root does not cover every token") }
        var visited = 1
        var stack: [Int32] = [0]
        while let index = stack.popLast() {
            let parent = nodes[Int(index)]
            var previousEnd = parent.firstToken
            var previous: Int32 = -1
            var child = parent.firstChild
            while child >= 0 {
                visited += 1
                guard visited <= nodes.count else { return problems + ["a cycle among the children of node \(index)"] }
                let node = nodes[Int(child)]
                if node.parent != index { problems.append("node \(child): parent link \(node.parent), expected \(index)") }
                if node.previousSibling != previous { problems.append("node \(child): wrong previous sibling") }
                if node.firstToken < previousEnd || node.endToken < node.firstToken || node.endToken > parent.endToken {
                    problems.append("node \(child) (\(node.kind)) lies outside its parent \(index) (\(parent.kind)) or overlaps a sibling")
                }
                previousEnd = node.endToken
                previous = child
                stack.append(child)
                child = node.nextSibling
            }
            if parent.lastChild != previous { problems.append("node \(index): wrong last child") }
        }
        if visited != nodes.count { problems.append("\(nodes.count - visited) nodes are not reachable from the root") }
        return problems
    }

    /// `nodes(ofKind:)` returns nodes in source order.
    static func queryOrder(_ tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        let kinds = Set(tree.nodes.map(\.kind))
        for kind in kinds {
            let found = tree.nodes(ofKind: kind)
            // Source order; nodes with the same tokens stay in creation order (a stable sort).
            for (a, b) in zip(found, found.dropFirst())
            where a.raw.firstToken > b.raw.firstToken || a.raw.firstToken == b.raw.firstToken && a.raw.endToken < b.raw.endToken
                || a.raw.firstToken == b.raw.firstToken && a.raw.endToken == b.raw.endToken && a.index > b.index {
                problems.append("nodes(ofKind: .\(kind)) out of source order")
                break
            }
            if found.count != tree.nodes.lazy.filter({ $0.kind == kind }).count { problems.append("nodes(ofKind: .\(kind)) misses nodes") }
        }
        return problems
    }
}
