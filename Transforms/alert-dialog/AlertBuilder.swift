import SwiftCST

/// A presentation's content built by a member of the view's own type (`{ deleteAlert }`,
/// `{ self.makeAlert() }`, `content: makeAlert`): a `private` computed property or function
/// without parameters, named nowhere else in the file, whose body is one literal
/// `Alert(...)`/`ActionSheet(...)`. The rewrite inlines that literal and removes the member.
struct AlertBuilder {
    /// Why a builder cannot be inlined.
    enum Problem: Equatable {
        /// No property or function of that name in the presentation's type.
        case notInType
        /// The member is not `private` or `fileprivate`: other files may use it.
        case notPrivate
        /// The name is used elsewhere in the file (or declared twice).
        case usedElsewhere
        /// The function takes arguments (typically the presented item).
        case takesArguments
        /// The member has attributes, is static or generic, or is a function named without a call.
        case notPlain
        /// Its body is not one literal `Alert(...)`/`ActionSheet(...)` (a switch, an if, locals).
        case notOneLiteral
        /// A comment on or in it lies outside the parts the rewrite keeps.
        case commented
    }

    /// A problem, with the offset of the builder's declaration when there is one.
    struct Refusal: Error, Equatable {
        let problem: Problem
        let declaration: Int?

        init(_ problem: Problem, _ declaration: Node?) {
            self.problem = problem
            self.declaration = declaration?.range.lowerBound
        }
    }

    /// The property's or function's name.
    let name: String
    /// The property or function declaration, removed by the rewrite.
    let declaration: Node
    /// The literal `Alert(...)`/`ActionSheet(...)` its body returns.
    let content: Node

    /// How a content expression names its builder.
    struct Reference {
        let name: String
        /// True for a call or a function reference (the builder is a function).
        let isCall: Bool
        /// True when the call passes arguments (`makeAlert(for: item)`).
        var passesArguments = false
    }

    /// The builder a content expression refers to: `name`, `self.name`, `name()`, `self.name()`,
    /// a call with arguments; `isReference` for `content: name` (a function reference).
    static func reference(in expression: Node, isReference: Bool) -> Reference? {
        if expression.kind == .identifierExpr, expression.hasOneDirectToken, let name = expression.identifierName {
            return Reference(name: name, isCall: isReference)
        }
        guard let chain = PostfixChainSyntax(expression), let primary = chain.primary else { return nil }
        var suffixes = chain.suffixes[...]
        var isCall = isReference
        var passesArguments = false
        if let last = suffixes.last, let call = CallSyntax(last) {
            guard !isReference else { return nil }
            isCall = true
            passesArguments = !call.arguments.isEmpty || call.trailingClosure != nil
            suffixes = suffixes.dropLast()
        }
        if primary.kind == .identifierExpr, primary.hasOneDirectToken, suffixes.isEmpty, let name = primary.identifierName {
            return Reference(name: name, isCall: isCall, passesArguments: passesArguments)
        }
        guard primary.isIdentifier("self"), suffixes.count == 1, suffixes[suffixes.startIndex].kind == .memberSuffix,
              let name = suffixes[suffixes.startIndex].identifierName else { return nil }
        return Reference(name: name, isCall: isCall, passesArguments: passesArguments)
    }

    /// The builder `reference` names in the type around `site`, read, or why it cannot be inlined.
    /// A member of a private type counts as private.
    static func find(_ reference: Reference, around site: Node, contentType: String) -> Result<AlertBuilder, Refusal> {
        let name = reference.name
        let tree = site.tree
        guard let type = site.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return .failure(Refusal(.notInType, nil)) }
        let members = type.members.filter { member in
            if let function = FunctionDeclSyntax(member) { return function.introducer == .func && function.name == name }
            return VariableDeclSyntax(member)?.name == name
        }
        guard members.count == 1, let member = members.first else {
            return .failure(Refusal(members.isEmpty ? .notInType : .usedElsewhere, members.first))
        }
        let failure = { (problem: Problem) in Result<AlertBuilder, Refusal>.failure(Refusal(problem, member)) }
        let declaration = FunctionDeclSyntax(member).map { $0 as any DeclarationSyntax } ?? VariableDeclSyntax(member)!
        guard declaration.isFilePrivate || type.isFilePrivate else { return failure(.notPrivate) }
        guard declaration.attributes.isEmpty, !declaration.isStatic else { return failure(.notPlain) }
        let body: Node?
        if let function = FunctionDeclSyntax(member) {
            guard !reference.passesArguments, function.parameters.isEmpty else { return failure(.takesArguments) }
            guard reference.isCall, function.node.child(.genericParameterClause) == nil else { return failure(.notPlain) }
            guard function.returnType?.text == contentType else { return failure(.notOneLiteral) }
            body = function.body
        } else {
            let variable = VariableDeclSyntax(member)!
            guard !reference.isCall, !variable.isLet, let binding = variable.bindings.first, binding.initializer == nil else { return failure(.notPlain) }
            guard binding.typeAnnotation?.text == contentType, binding.accessorBlock?.isGetterBody == true else { return failure(.notOneLiteral) }
            body = binding.accessorBlock?.node
        }
        guard let statements = body?.children, statements.count == 1 else { return failure(.notOneLiteral) }
        var content = statements[0]
        if content.kind == .returnStmt, let value = content.firstChild { content = value }
        guard LegacyPresentation.isLiteral(content, of: contentType) else { return failure(.notOneLiteral) }
        let uses = tree.tokens.indices.lazy.filter { tree.tokens[$0].kind == .identifier && tree.tokenIs($0, name) }.count
        guard uses == 2 else { return failure(.usedElsewhere) }
        return .success(AlertBuilder(name: name, declaration: member, content: content))
    }
}


extension AlertBuilder {
    /// The removal of the declaration with its lines, and with the blank line above it when it
    /// would be left before the type's closing brace (or next to another blank line).
    func removal(in tree: SyntaxTree) -> TextEdit? {
        guard let removal = tree.removal(ofDeclaration: declaration).map(tree.withoutDoubleBlankLine) else { return nil }
        let range = removal.range
        guard range.lowerBound > 0, tree.lineStart(containing: range.lowerBound) == range.lowerBound,
              let closing = declaration.parent?.lastToken, tree.lineStart(containing: Int(tree.tokens[closing].start)) == range.upperBound,
              case let above = tree.lineStart(containing: range.lowerBound - 1),
              tree.bytes[above..<range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return removal }
        return .delete(above..<range.upperBound)
    }
}
