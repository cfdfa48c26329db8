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

    /// A view member used by name in the content, with the statements that run: a helper
    /// for each property its body spells.
    struct Candidate {
        let name: String
        let reference: PropertyReference
        let declaration: Node
        let body: Node
    }

    /// The view members used in `content` (one level deep) that have a body, each at its
    /// first usable reference, in source order.
    static func candidates(in content: Node, scope: ViewScope, names: FileNames) -> [Candidate] {
        var candidates: [Candidate] = []
        var seen: Set<String> = []
        for token in content.tokenRange where names.tree.tokens[token].kind == .identifier {
            guard case .reference(let reference) = names.use(at: token), reference.spelling == .plain else { continue }
            let name = names.tree.text(token)
            guard !seen.contains(name), reference.isQualified || !LocalNames.isShadowed(name, at: names.owner(of: token)) else { continue }
            seen.insert(name)
            guard let member = scope.members(named: name).first, let body = body(of: member) else { continue }
            candidates.append(Candidate(name: name, reference: reference, declaration: member, body: body))
        }
        return candidates
    }

    /// The candidates other than `property` whose bodies use `property`.
    static func helpers(among candidates: [Candidate], property: String, names: FileNames) -> [ContentHelper] {
        candidates.compactMap { candidate in
            guard candidate.name != property, !names.tokens(spelling: property, in: candidate.body.tokenRange).isEmpty else { return nil }
            let unwraps = SelectionUnwraps(region: candidate.body, property: property, names: names, who: "`\(candidate.name)`")
            return ContentHelper(name: candidate.name, reference: candidate.reference, declaration: candidate.declaration,
                                 body: candidate.body, unwraps: unwraps)
        }
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
            blockers.append(Blocker(.contentUsesItem, "`\(name)` already has a parameter named `\(unwraps.valueName)`"))
        }
        if scope.members(named: name).count > 1 {
            blockers.append(Blocker(.contentUsesItem, "`\(name)` reads `\(unwraps.property)` and has several declarations"))
        }
        for token in names.tokens(spelling: name) where token != reference.token {
            switch names.use(at: token) {
            case .reference, .unrecognized:
                blockers.append(Blocker(.contentUsesItem, "`\(name)` reads `\(unwraps.property)` and is also used at {}", at: Int(names.tree.tokens[token].start)))
            case .member, .label:
                if !scope.contains(names.owner(of: token)) {
                    blockers.append(Blocker(.contentUsesItem, "`\(name)` reads `\(unwraps.property)` and may be used at {}", at: Int(names.tree.tokens[token].start)))
                }
            case .declaration, .shorthandUnwrap:
                continue
            }
        }
        if let function = FunctionDeclSyntax(declaration) {
            if function.isStatic || !(reference.next.flatMap(CallSyntax.init)?.hasArgumentClause ?? false) {
                blockers.append(Blocker(.contentUsesItem, "`\(name)` reads `\(unwraps.property)` and is not called like a method at {}", at: reference.range.lowerBound))
            }
        } else if let variable = VariableDeclSyntax(declaration) {
            let block = variable.bindings.first?.accessorBlock
            if variable.isStatic || variable.bindings.count != 1 || variable.bindings[0].typeAnnotation == nil || block?.isGetterBody != true {
                blockers.append(Blocker(.contentUsesItem, "`\(name)` reads `\(unwraps.property)` and is a property that cannot take it as a parameter"))
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
