import SwiftCST

/// A modifier call in a postfix chain: `.name(arguments)` applied to something before it, as
/// SwiftUI's modifiers are written. A call of a bare name (`name(…)`, a method of `self`) is
/// not one, nor are words in comments and strings: calls are found in the tree, by shape.
struct ModifierCall {
    let call: CallSyntax
    /// The token spelling the modifier's name.
    let nameToken: Int
    let leftParen: Int
    let rightParen: Int

    /// Every `.name(…)` call in `tree` with an argument clause, for any of `names`, in source order.
    static func all(named names: [String], in tree: SyntaxTree) -> [ModifierCall] {
        var calls: [ModifierCall] = []
        for index in tree.nodeIndexes(ofKind: .callSuffix) {
            let call = CallSyntax(Node(tree: tree, index: index))!
            guard names.contains(where: { call.calledNameIs($0) }), let modifier = ModifierCall(call) else { continue }
            calls.append(modifier)
        }
        return calls
    }

    init?(_ call: CallSyntax) {
        guard call.isMemberCall, let name = call.calledNameToken, !name.afterPound,
              let leftParen = call.leftParen, let rightParen = call.rightParen else { return nil }
        self.call = call
        self.nameToken = name.index
        self.leftParen = leftParen
        self.rightParen = rightParen
    }

    var tree: SyntaxTree { call.node.tree }
    var name: String { tree.text(nameToken) }
    /// The byte offset of the name: where diagnostics about the call point.
    var offset: Int { Int(tree.tokens[nameToken].start) }
    var arguments: [ArgumentSyntax] { call.arguments }
    /// The arguments' labels, in order (nil for an unlabeled one).
    var labels: [String?] { arguments.map(\.label) }
    var hasTrailingClosure: Bool { call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty }

    /// The single unlabeled argument's expression of `.name(x)`, with no trailing closure.
    var soleUnlabeledArgument: Node? {
        let arguments = self.arguments
        guard !hasTrailingClosure, arguments.count == 1, arguments[0].label == nil else { return nil }
        return arguments[0].expression
    }

    /// An edit renaming the modifier.
    func renaming(to newName: String) -> TextEdit { TextEdit(range: tree.textRange(nameToken), replacement: newName) }
}

extension CallSyntax {
    /// The type whose initializer starts the call's chain (`Text` in `Text("a").bold().foregroundColor(.red)`,
    /// `VStack` in `VStack { … }.padding()`); nil when the chain starts otherwise (a variable, a function's call).
    var chainInitializerType: String? {
        guard let primary = chain?.primary, primary.kind == .identifierExpr, let name = primary.identifierName,
              name.first?.isUppercase == true, primary.nextSibling?.kind == .callSuffix else { return nil }
        return name
    }
}
