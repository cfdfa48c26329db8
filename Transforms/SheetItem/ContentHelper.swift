import SwiftCST

/// A view member the content uses to build the sheet (`detailView()` or a computed
/// `detailView`) that unwraps the selection itself. It is rewritten to take the unwrapped
/// value as a parameter: `func detailView(_ item: Item) -> some View`, called `detailView(item)`.
struct ContentHelper {
    let name: String
    /// The use in the content.
    let reference: PropertyReference
    /// The `functionDecl` or `variableDecl`.
    let declaration: Node
    /// The statements that run: the function's code block or the getter's accessor block.
    let body: Node
    let unwraps: SelectionUnwraps

    /// The view members used in `content` whose bodies use `property` (one level deep).
    static func helpers(in content: Node, property: String, scope: ViewScope, names: FileNames) -> [ContentHelper] {
        var helpers: [ContentHelper] = []
        for token in content.tokenRange where names.tree.tokens[token].kind == .identifier {
            guard case .reference(let reference) = names.use(at: token), reference.spelling == .plain else { continue }
            let name = names.tree.text(token)
            guard name != property, !helpers.contains(where: { $0.name == name }),
                  reference.isQualified || !LocalNames.isShadowed(name, at: names.owner(of: token)),
                  let member = scope.members(named: name).first, let body = body(of: member),
                  names.tokens(spelling: property).contains(where: body.tokenRange.contains) else { continue }
            let unwraps = SelectionUnwraps(region: body, property: property, names: names, who: "`\(name)`")
            helpers.append(ContentHelper(name: name, reference: reference, declaration: member, body: body, unwraps: unwraps))
        }
        return helpers
    }

    private static func body(of member: Node) -> Node? {
        if let function = FunctionDeclSyntax(member) { return function.body }
        return VariableDeclSyntax(member)?.bindings.first?.accessorBlock?.node
    }

    /// `private` or `fileprivate`: every use is in this file.
    var isFilePrivate: Bool {
        let declaration: DeclarationSyntax? = FunctionDeclSyntax(self.declaration) ?? VariableDeclSyntax(self.declaration)
        return declaration?.isFilePrivate ?? false
    }

    /// Reasons the helper cannot take the selection as a parameter.
    func blockers(scope: ViewScope, names: FileNames) -> [Blocker] {
        var blockers = unwraps.blockers + unwraps.layoutBlockers + unwraps.captureBlockers(of: unwraps.valueName, names: names)
        if FunctionDeclSyntax(declaration)?.parameters.contains(where: { $0.name == unwraps.valueName }) == true {
            blockers.append(Blocker("`\(name)` already has a parameter named `\(unwraps.valueName)`"))
        }
        if scope.members(named: name).count > 1 {
            blockers.append(Blocker("`\(name)` reads `\(unwraps.property)` and has several declarations"))
        }
        for token in names.tokens(spelling: name) where token != reference.token {
            switch names.use(at: token) {
            case .reference, .unrecognized:
                blockers.append(Blocker("`\(name)` reads `\(unwraps.property)` and is also used at {}", at: Int(names.tree.tokens[token].start)))
            case .member, .label:
                if !scope.contains(names.owner(of: token)) {
                    blockers.append(Blocker("`\(name)` reads `\(unwraps.property)` and may be used at {}", at: Int(names.tree.tokens[token].start)))
                }
            case .declaration, .shorthandUnwrap:
                continue
            }
        }
        if let function = FunctionDeclSyntax(declaration) {
            if function.isStaticMember || !(reference.next.flatMap(CallSyntax.init)?.hasArgumentClause ?? false) {
                blockers.append(Blocker("`\(name)` reads `\(unwraps.property)` and is not called like a method at {}", at: reference.range.lowerBound))
            }
        } else if let variable = VariableDeclSyntax(declaration) {
            let block = variable.bindings.first?.accessorBlock
            if variable.isStatic || variable.bindings.count != 1 || variable.bindings[0].typeAnnotation == nil || block?.isGetterBody != true {
                blockers.append(Blocker("`\(name)` reads `\(unwraps.property)` and is a property that cannot take it as a parameter"))
            }
        }
        return blockers
    }

    /// The edits: the declaration takes `_ value: type`, the use passes `argument`, and the body
    /// stops unwrapping. Nil when the body's `if let` cannot be removed cleanly.
    func edits(type: String, argument: String) -> [TextEdit]? {
        let tree = declaration.tree
        let value = unwraps.valueName
        guard var edits = unwraps.edits(using: value) else { return nil }
        if let function = FunctionDeclSyntax(declaration) {
            guard let clause = declaration.child(.parameterClause), let open = clause.firstToken,
                  let call = reference.next.flatMap(CallSyntax.init), let callOpen = call.leftParen else { return nil }
            edits.append(.insert("_ \(value): \(type)" + (function.parameters.isEmpty ? "" : ", "), at: Int(tree.tokens[open].end)))
            edits.append(.insert(argument + (call.arguments.isEmpty ? "" : ", "), at: Int(tree.tokens[callOpen].end)))
        } else {
            guard let variable = VariableDeclSyntax(declaration), let introducer = variable.introducerToken,
                  let annotation = variable.bindings.first?.typeAnnotation else { return nil }
            let signature = "func \(name)(_ \(value): \(type)) -> \(annotation.node.text)"
            edits.append(TextEdit(range: Int(tree.tokens[introducer].start)..<annotation.node.range.upperBound, replacement: signature))
            edits.append(.insert("(\(argument))", at: reference.range.upperBound))
        }
        return edits
    }
}

extension FunctionDeclSyntax {
    /// `static` or `class` functions.
    var isStaticMember: Bool { hasModifier("static") || hasModifier("class") }
}
