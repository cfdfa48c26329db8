import SwiftCST

/// One type declaration or extension, summarised.
///
/// Its fields live in one shared, immutable box: the index hands
/// out copies of many summaries, and copying one then costs one reference count instead of
/// one per field.
public struct TypeSummary: Sendable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    @inlinable public var kind: Keyword { box.fields.kind }
    /// The simple name (for an extension, the extended type's last name component).
    @inlinable public var name: String { box.fields.name }
    /// Dotted names of the enclosing types: `Outer.Inner`.
    @inlinable public var qualifiedName: String { box.fields.qualifiedName }
    @inlinable public var path: String { box.fields.path }
    @inlinable public var location: SourceLocation { box.fields.location }
    /// Inherited types' base names: `ObservableObject` for `Combine.ObservableObject`.
    @inlinable public var inheritedTypes: [String] { box.fields.inheritedTypes }
    /// Attribute base names: `MainActor`, `Observable`.
    @inlinable public var attributes: [String] { box.fields.attributes }
    @inlinable public var modifiers: [String] { box.fields.modifiers }
    @inlinable public var isGeneric: Bool { box.fields.isGeneric }
    @inlinable public var members: [MemberSummary] { box.fields.members }

    @usableFromInline var box: Box

    /// The same for every copy of this summary, different for every other declaration.
    @inlinable public var identity: ObjectIdentifier { ObjectIdentifier(box) }

    init(kind: Keyword, name: String, qualifiedName: String, path: String, location: SourceLocation, inheritedTypes: [String],
         attributes: [String], modifiers: [String], isGeneric: Bool, members: [MemberSummary]) {
        box = Box(Fields(kind: kind, name: name, qualifiedName: qualifiedName, path: path, location: location, inheritedTypes: inheritedTypes,
                         attributes: attributes, modifiers: modifiers, isGeneric: isGeneric, members: members))
    }

    @usableFromInline struct Fields: Sendable {
        @usableFromInline let kind: Keyword
        @usableFromInline let name: String
        @usableFromInline let qualifiedName: String
        @usableFromInline let path: String
        @usableFromInline let location: SourceLocation
        @usableFromInline let inheritedTypes: [String]
        @usableFromInline let attributes: [String]
        @usableFromInline let modifiers: [String]
        @usableFromInline let isGeneric: Bool
        @usableFromInline let members: [MemberSummary]
    }

    /// Never changed once made.
    @usableFromInline final class Box: Sendable {
        @usableFromInline let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}

/// One member of a type, summarised.
public struct MemberSummary: Sendable {
    /// What kind of member it is.
    public enum Kind: String, Sendable { case variable, function, initializer, subscriptMember, enumCase, typeAlias, nestedType, other }
    public var kind: Kind
    public var name: String
    public var attributes: [String]
    public var modifiers: [String]
    /// `let` (true) or `var` (false), for variables.
    public var isLet: Bool
    /// The annotated type as written without trivia (`[Item]?`), when there is one.
    public var typeText: String?
    /// The annotated type's base name (`Item` for `Item?`), when it is a named type.
    public var typeName: String?
    /// For `= Name(...)` or `= Name.init(...)` initial values, `Name`.
    public var initializerTypeName: String?
    public var isComputed: Bool
    public var hasObservers: Bool
    public var location: SourceLocation

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isStoredVariable: Bool { kind == .variable && !isComputed }
}

/// Every type declaration and extension of the project, by name.
public struct TypeIndex: Sendable {
    public private(set) var all: [TypeSummary] = []
    private var byName: [String: Positions] = [:]

    /// The positions in `all` of the summaries of one name, in index order. Most names have
    /// one, held without an array (an array per name is an allocation per declaration).
    private struct Positions: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
        private var first = -1
        private var rest: [Int] = []

        init(arrayLiteral positions: Int...) { for position in positions { append(position) } }

        mutating func append(_ position: Int) {
            if first < 0 { first = position } else { rest.append(position) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { first < 0 ? 0 : rest.count + 1 }
        subscript(index: Int) -> Int { index == 0 ? first : rest[index - 1] }
    }

    public init() {}

    /// An index of `summaries` (one file's), with room made for them up front: a dictionary
    /// grown one name at a time is rehashed at every doubling.
    public init(_ summaries: [TypeSummary]) {
        all.reserveCapacity(summaries.count)
        byName.reserveCapacity(summaries.count)
        for summary in summaries { add(summary) }
    }

    public mutating func add(_ summary: TypeSummary) {
        byName[summary.name, default: []].append(all.count)
        all.append(summary)
    }

    public mutating func merge(_ other: TypeIndex) {
        for summary in other.all { add(summary) }
    }

    /// Declarations and extensions named `name`.
    public func declarations(named name: String) -> [TypeSummary] { (byName[name] ?? []).map { all[$0] } }

    /// `declarations(named: name).contains(where: predicate)`, without copying them out.
    public func anyDeclaration(named name: String, where predicate: (TypeSummary) -> Bool) -> Bool {
        byName[name]?.contains { predicate(all[$0]) } ?? false
    }

    /// The declarations named `name` that are not extensions, in index order.
    public func primaryDeclarations(named name: String) -> [TypeSummary] {
        var found: [TypeSummary] = []
        for i in byName[name] ?? [] where all[i].kind != .extension { found.append(all[i]) }
        return found
    }

    /// The primary declaration (not an extension) named `name`, when there is exactly one.
    public func declaration(named name: String) -> TypeSummary? {
        var found: TypeSummary? = nil
        for i in byName[name] ?? [] where all[i].kind != .extension {
            if found != nil { return nil }
            found = all[i]
        }
        return found
    }

    /// Everything `name` inherits or conforms to, in its declaration and its extensions.
    public func inheritedTypes(of name: String) -> [String] {
        guard let indices = byName[name] else { return [] }
        return indices.count == 1 ? all[indices[0]].inheritedTypes : indices.flatMap { all[$0].inheritedTypes }
    }

    /// True when `name` or an extension of it lists `conformance`.
    public func conforms(_ name: String, to conformance: String) -> Bool {
        byName[name]?.contains { all[$0].inheritedTypes.contains(conformance) } ?? false
    }

    /// Members declared in the type and its extensions.
    public func members(of name: String) -> [MemberSummary] { declarations(named: name).flatMap(\.members) }
}

/// Builds the core type summaries of one file.
public enum TypeIndexer {
    public static func summaries(of file: SourceFile) -> [TypeSummary] {
        var summaries: [TypeSummary] = []
        for node in file.tree.nodes(ofKind: .typeDecl) {
            guard let decl = TypeDeclSyntax(node) else { continue }
            summaries.append(summary(of: decl, path: file.path))
        }
        return summaries
    }

    private static func summary(of decl: TypeDeclSyntax, path: String) -> TypeSummary {
        let node = decl.node
        let enclosing = node.ancestors.compactMap(TypeDeclSyntax.init).reversed().map { indexedName(of: $0) }
        let name = indexedName(of: decl)
        var members: [MemberSummary] = []
        members.reserveCapacity(decl.memberBlock?.directChildCount ?? 0)
        decl.forEachMember { appendMemberSummaries(of: $0, to: &members) }
        return TypeSummary(
            kind: decl.introducer,
            name: name,
            qualifiedName: enclosing.isEmpty ? name : (enclosing + [name]).joined(separator: "."),
            path: path,
            location: node.location,
            inheritedTypes: decl.inheritanceClause?.types.map(\.baseName) ?? [],
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

    /// `M(...)`, `M.init(...)`, `M<T>(...)`, `Module.M(...)` → `M`. Compares token bytes; only
    /// the answer is made a string.
    public static func constructedTypeName(_ expression: Node) -> String? {
        guard let chain = PostfixChainSyntax(expression), let primary = chain.primary, primary.kind == .identifierExpr,
              var candidate = primary.identifierNameToken else { return nil }
        let tree = expression.tree
        var suffix = primary.nextSibling
        // Module qualification or `.init`: M.init(...), App.M(...)
        while let member = suffix, member.kind == .memberSuffix, let token = member.identifierNameToken {
            suffix = member.nextSibling
            if tree.tokenText(token, equals: "init") { break }
            guard tree.tokenTextFirstIsUppercase(token) else { return nil }
            candidate = token
        }
        guard let call = suffix, call.kind == .callSuffix, call.nextSibling == nil else { return nil }
        return tree.tokenTextFirstIsUppercase(candidate) ? tree.text(candidate) : nil
    }
}
