import SwiftCST

/// Builds the core type summaries of one file.
public enum TypeIndexer {
    /// The type index of one file: its type declarations, extensions and type aliases.
    public static func index(of file: SourceFile) -> TypeIndex {
        TypeIndex(summaries(of: file), aliases: aliases(of: file.tree))
    }

    public static func summaries(of file: SourceFile) -> [TypeSummary] {
        var summaries: [TypeSummary] = []
        var paths = DeclarationPaths()
        for node in file.tree.nodes(ofKind: .typeDecl) {
            guard let decl = TypeDeclSyntax(node) else { continue }
            summaries.append(summary(of: decl, qualifiedName: paths.path(of: decl), path: file.path))
        }
        return summaries
    }

    /// The type aliases of `tree`, nested ones included.
    public static func aliases(of tree: SyntaxTree) -> [TypeAliasSummary] {
        var aliases: [TypeAliasSummary] = []
        var paths = DeclarationPaths()
        for node in tree.nodes(ofKind: .typealiasDecl) {
            guard let nameToken = node.directTokens.first(where: { tree.tokens[$0].kind == .identifier }) else { continue }
            let name = tree.text(nameToken)
            let enclosing = node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init).map { paths.path(of: $0) }
            let target = node.child(.initializerClause)?.child(.type).flatMap(namePath(of:))
            aliases.append(TypeAliasSummary(name: name, qualifiedName: enclosing.map { $0 + "." + name } ?? name, target: target))
        }
        return aliases
    }

    private static func summary(of decl: TypeDeclSyntax, qualifiedName: String, path: String) -> TypeSummary {
        let node = decl.node
        var members: [MemberSummary] = []
        members.reserveCapacity(decl.memberBlock?.directChildCount ?? 0)
        decl.forEachMember { appendMemberSummaries(of: $0, to: &members) }
        let inherited = decl.inheritanceClause?.types ?? []
        let inheritedTypes = inherited.map(\.baseName)
        // The paths only when one is qualified (`Combine.ObservableObject`, `Outer.Base`).
        var inheritedTypePaths: [String]? = nil
        for (position, type) in inherited.enumerated() where type.node.tokenRange.contains(where: { decl.node.tree.tokens[$0].kind == .period }) {
            guard let written = type.node.child(.type).flatMap(namePath(of:)), written != inheritedTypes[position] else { continue }
            if inheritedTypePaths == nil { inheritedTypePaths = inheritedTypes }
            inheritedTypePaths?[position] = written
        }
        return TypeSummary(
            kind: decl.introducer,
            name: indexedName(of: decl),
            qualifiedName: qualifiedName,
            path: path,
            location: node.location,
            inheritedTypes: inheritedTypes,
            inheritedTypePaths: inheritedTypePaths,
            attributes: decl.attributes.map(\.baseName),
            modifiers: decl.modifiers.map(\.name),
            isGeneric: decl.genericParameterClause != nil,
            members: members)
    }

    /// The name a declaration's summary is filed under: its own, or for an extension the
    /// extended type's base name (`Model` for `extension Outer.Model`).
    public static func indexedName(of decl: TypeDeclSyntax) -> String {
        if decl.isExtension { return decl.node.child(.type).flatMap(TypeSyntax.init)?.baseName ?? decl.name }
        return decl.name
    }

    /// Where a declaration is written (`TypeSummary.qualifiedName`): the enclosing
    /// declarations' paths and its name; for an extension, the extended type as written
    /// without generic arguments. Names written inside the declaration are looked up from it
    /// (`TypeIndex.lookUp(_:in:)`).
    public static func path(of decl: TypeDeclSyntax) -> String { path(of: decl) { path(of: $0) } }

    /// `path(of:)`, with the enclosing declaration's path from `enclosingPath`.
    fileprivate static func path(of decl: TypeDeclSyntax, enclosingPath: (TypeDeclSyntax) -> String) -> String {
        if decl.isExtension { return decl.node.child(.type).flatMap(namePath(of:)) ?? decl.name }
        guard let outer = decl.node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return decl.name }
        return enclosingPath(outer) + "." + decl.name
    }

    /// A named type as written, without generic arguments, attributes or optionality:
    /// `StatusCard.ViewModel` for `StatusCard.ViewModel?` or `@MainActor StatusCard<Int>.ViewModel`;
    /// nil for other types (arrays, tuples, functions, `some P`).
    public static func namePath(of type: Node) -> String? {
        guard let afterAttributes = TypeSyntax(type)?.firstTokenAfterAttributes else { return nil }
        let tree = type.tree
        // The names at depth 0 (outside generic arguments), then at most trailing `?`/`!`.
        var first = -1
        var count = 0
        var end = type.tokenRange.upperBound
        var depth = 0
        var expectsName = true
        scan: for i in afterAttributes..<type.tokenRange.upperBound {
            let token = tree.tokens[i]
            switch token.kind {
            case .leftAngle: depth += 1
            case .rightAngle: depth -= 1
            case _ where depth > 0: continue
            case .identifier where expectsName, .keyword where expectsName && (token.keyword == .Self || token.keyword == .Any):
                if first < 0 { first = i }
                count += 1
                expectsName = false
            case .period where !expectsName:
                expectsName = true
            case .postfixQuestion where !expectsName, .exclamation where !expectsName:
                end = i
                break scan
            default:
                return nil
            }
        }
        guard first >= 0, !expectsName else { return nil }
        for i in end..<type.tokenRange.upperBound where tree.tokens[i].kind != .postfixQuestion && tree.tokens[i].kind != .exclamation { return nil }
        if count == 1 { return tree.text(first) }
        // `A.B.C` written without spaces or generic arguments (most are): its bytes as they are.
        if (first..<end - 1).allSatisfy({ tree.tokens[$0].end == tree.tokens[$0 + 1].start && tree.tokens[$0].kind != .leftAngle }) {
            return tree.string(Int(tree.tokens[first].start)..<Int(tree.tokens[end - 1].end))
        }
        var path = ""
        depth = 0
        for i in first..<end {
            switch tree.tokens[i].kind {
            case .leftAngle: depth += 1
            case .rightAngle: depth -= 1
            case .identifier where depth == 0, .keyword where depth == 0: path += (path.isEmpty ? "" : ".") + tree.text(i)
            default: break
            }
        }
        return path
    }

    /// Appends the summaries of the member `node` (one per binding of a variable, else one).
    static func appendMemberSummaries(of node: Node, to summaries: inout [MemberSummary]) {
        if let variable = VariableDeclSyntax(node) {
            appendVariableSummaries(of: variable, to: &summaries)
            return
        }
        let kind: MemberSummary.Kind
        var name = ""
        var attributes: [String] = []
        var modifiers: [String] = []
        if let function = FunctionDeclSyntax(node) {
            switch function.introducer {
            case .`init`: kind = .initializer
            case .subscript: kind = .subscriptMember
            default: kind = .function
            }
            name = function.name
            attributes = function.attributes.map(\.baseName)
            modifiers = function.modifiers.map(\.name)
        } else if node.kind == .enumCaseDecl {
            kind = .enumCase
            name = node.children(.enumCaseElement).compactMap { $0.keyToken.map { node.tree.text($0) } }.joined(separator: ",")
        } else if node.kind == .typealiasDecl || node.kind == .associatedtypeDecl {
            kind = .typeAlias
        } else if let type = TypeDeclSyntax(node) {
            kind = .nestedType
            name = type.name
        } else {
            kind = .other
        }
        summaries.append(MemberSummary(kind: kind, name: name, attributes: attributes, modifiers: modifiers, isLet: false,
                                       typeText: nil, typeName: nil, initializerTypeName: nil, isComputed: false, hasObservers: false,
                                       location: node.location))
    }

    /// Appends one summary per binding of the variable declaration `variable`.
    private static func appendVariableSummaries(of variable: VariableDeclSyntax, to summaries: inout [MemberSummary]) {
        let node = variable.node
        let attributes = node.children(.attribute) { AttributeSyntax($0)?.baseName }
        let modifiers = node.children(.modifier) { ModifierSyntax($0)?.name }
        let isLet = variable.isLet
        let location = node.location
        variable.forEachBinding { binding in
            let type = binding.typeAnnotation
            let accessors = binding.accessorTraits
            summaries.append(MemberSummary(
                kind: .variable, name: binding.name ?? binding.node.child(.pattern)?.compactText ?? "",
                attributes: attributes, modifiers: modifiers,
                isLet: isLet, typeText: type?.text, typeName: type?.baseName,
                initializerTypeName: binding.initializer.flatMap(constructedTypeName),
                isComputed: accessors.isComputed, hasObservers: accessors.hasObservers,
                location: location))
        }
    }

    /// The type `M(...)`, `M.init(...)`, `M<T>(...)` or `Outer.M(...)` constructs, as written:
    /// `M`, `Outer.M`. Compares token bytes; only the answer is made a string.
    public static func constructedTypeName(_ expression: Node) -> String? {
        guard let chain = PostfixChainSyntax(expression), let primary = chain.primary, primary.kind == .identifierExpr,
              let primaryToken = primary.identifierNameToken else { return nil }
        let tree = expression.tree
        // The first and last names of the type: a lowercase primary is no part of it.
        var first = tree.tokenTextFirstIsUppercase(primaryToken) ? primaryToken : nil
        var last = primaryToken
        var suffix = primary.nextSibling
        // A qualified type or `.init`: Outer.M(...), M.init(...)
        while let member = suffix, member.kind == .memberSuffix, let token = member.identifierNameToken {
            suffix = member.nextSibling
            if tree.tokenText(token, equals: "init") { break }
            guard tree.tokenTextFirstIsUppercase(token) else { return nil }
            if first == nil { first = token }
            last = token
        }
        guard let call = suffix, call.kind == .callSuffix, call.nextSibling == nil, let start = first else { return nil }
        if start == last { return tree.text(start) }
        // Qualified: the names again, from the chain's links (generic arguments left out).
        var path = start == primaryToken ? tree.text(start) : ""
        var member = primary.nextSibling
        while let current = member, let token = current.identifierNameToken, token <= last {
            if !path.isEmpty { path += "." }
            path += tree.text(token)
            member = current.nextSibling
        }
        return path
    }
}

/// `TypeIndexer.path(of:)` for the declarations of one tree: the path of a declaration with
/// nested ones is built once and kept for theirs.
public struct DeclarationPaths {
    private var enclosing: [Int32: String] = [:]

    public init() {}

    public mutating func path(of decl: TypeDeclSyntax) -> String {
        TypeIndexer.path(of: decl) { outer in
            if let path = enclosing[outer.node.index] { return path }
            let path = self.path(of: outer)
            enclosing[outer.node.index] = path
            return path
        }
    }
}
