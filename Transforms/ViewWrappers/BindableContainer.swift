import SwiftCST

/// Where `@Bindable var s = s` goes so that a `$s.prop` binding keeps working once `s` is an
/// `@Environment` property (which has no projected value): the top of the `body`, function or
/// computed property that holds the binding.
enum BindableContainer {
    /// Insert at the top of `block`. `returnBefore` is the single expression of a block that
    /// returned it implicitly and needs an explicit `return` once a declaration precedes it.
    case block(Node, returnBefore: Node?)
    /// No place for the declaration; says why.
    case unsupported(String)

    /// The container of the projection `use` (a `$s` expression).
    static func of(_ use: Node) -> BindableContainer {
        for ancestor in use.ancestors {
            switch ancestor.kind {
            case .functionDecl:
                guard let function = FunctionDeclSyntax(ancestor), let body = function.body else {
                    return .unsupported("it is in a function without a body")
                }
                let returnsValue = function.returnType != nil || function.introducer == .subscript
                return container(body, declaration: ancestor, returnsValue: returnsValue)
            case .accessor:
                guard let accessor = AccessorSyntax(ancestor), accessor.kind == .get, let body = accessor.body,
                      let declaration = ancestor.ancestor(.variableDecl, .functionDecl) else {
                    return .unsupported("it is in a setter or observer")
                }
                return container(body, declaration: declaration, returnsValue: true)
            case .accessorBlock:
                // A getter's statements (possibly inside `#if`), not a list of accessors.
                guard AccessorBlockSyntax(ancestor)?.accessors.isEmpty == true, let declaration = ancestor.ancestor(.variableDecl) else { continue }
                return container(ancestor, declaration: declaration, returnsValue: true)
            case .patternBinding:
                return .unsupported("it is in the initial value of a stored property")
            case .typeDecl, .macroExpansion, .sourceFile:
                return .unsupported("it is outside any function or computed property")
            default:
                continue
            }
        }
        return .unsupported("it is outside any function or computed property")
    }

    private static func container(_ block: Node, declaration: Node, returnsValue: Bool) -> BindableContainer {
        let isBuilder = ResultBuilderBody.isBuilder(declaration)
        guard block.tree.canInsertStatement(atTopOf: block) else {
            return .unsupported("a comment sits between its `{` and its first statement on one line")
        }
        let items = block.children
        guard !isBuilder, returnsValue, items.count == 1, let only = items.first else { return .block(block, returnBefore: nil) }
        if only.kind == .ifExpr || only.kind == .switchExpr || only.kind == .ifConfig {
            return .unsupported("its function returns a single `\(only.kind == .switchExpr ? "switch" : "if")` expression implicitly")
        }
        return .block(block, returnBefore: statementKinds.contains(only.kind) ? nil : only)
    }

    /// Item kinds that are not expressions (so never an implicit return value).
    private static let statementKinds: Set<SyntaxKind> = [
        .variableDecl, .functionDecl, .typeDecl, .typealiasDecl, .returnStmt, .throwStmt, .guardStmt, .forStmt,
        .whileStmt, .repeatStmt, .doStmt, .deferStmt, .jumpStmt, .labeledStmt, .importDecl, .unknown,
    ]

    /// The edits that declare `@Bindable var name = name` in this container; none when the
    /// block already declares a local `name` (a previous run put it there).
    func edits(declaring name: String, in tree: SyntaxTree) -> [TextEdit] {
        guard case .block(let block, let returnBefore) = self else { return [] }
        let declaresName = block.children.contains { VariableDeclSyntax($0)?.bindings.contains { $0.name == name } == true }
        guard !declaresName, let insertion = tree.insertion(ofStatement: "@Bindable var \(name) = \(name)", atTopOf: block) else { return [] }
        var edits = [insertion] + (returnBefore.map { [.insert("return ", at: $0.range.lowerBound)] } ?? [])
        // `{ item }` on one line was broken open before `item`: close it on its own line too.
        if let first = block.children.first?.firstToken, !tree.tokens[first].isAtStartOfLine,
           let last = block.children.last?.lastToken, let brace = block.lastToken, tree.tokens[brace].kind == .rightBrace,
           brace == last + 1, !tree.tokens[brace].isAtStartOfLine, !tree.trailingTrivia(last).contains(where: { $0.kind.isComment }),
           let open = block.firstToken {
            let indent = tree.indentation(ofLineContaining: Int(tree.tokens[open].start))
            edits.append(TextEdit(range: Int(tree.tokens[last].end)..<Int(tree.tokens[brace].start), replacement: tree.newline + indent))
        }
        return edits
    }
}
