import SwiftCST

/// The view a modifier belongs to: its `struct` declaration and the extensions of it in the
/// same file. Stored properties live in the struct; `private` members are visible only here,
/// so every use of a private property is inside this file.
struct ViewScope {
    /// The view's name as written where it is declared (`Outer.Inner` for nested types).
    let name: String
    /// The struct and its same-file extensions, in source order.
    let declarations: [TypeDeclSyntax]
    /// Every stored `@State` property of the struct with a single simple binding.
    let stateProperties: [StateProperty]
    /// The members of the struct and its extensions, in source order.
    private let members: [Node]

    /// The scope of the view declaring the code at `node`; nil outside a struct (or an
    /// extension of a struct declared in this file).
    init?(containing node: Node, in file: TypeDeclarations) {
        guard let innermost = node.ancestor(.typeDecl) else { return nil }
        self.init(declaredBy: innermost, in: file)
    }

    /// The scope of the view `typeDecl` declares or extends; nil unless it is a struct (or an
    /// extension of a struct declared in this file). `file` holds the file's type declarations.
    init?(declaredBy typeDecl: Node, in file: TypeDeclarations) {
        guard let innermost = TypeDeclSyntax(typeDecl) else { return nil }
        let name = ViewScope.qualifiedName(of: innermost)
        let all = file.declarations(named: name)
        guard let primary = all.first(where: { !$0.isExtension }), primary.introducer == .struct else { return nil }
        self.name = name
        declarations = all.filter { $0.node == primary.node || $0.isExtension }
        let primaryMembers = primary.members
        members = declarations.flatMap { $0.node == primary.node ? primaryMembers : $0.members }
        stateProperties = primaryMembers.compactMap(VariableDeclSyntax.init).compactMap(StateProperty.init)
    }

    /// True when `node` belongs to the view itself (not to a type nested in it).
    func contains(_ node: Node) -> Bool {
        guard let owner = node.kind == .typeDecl ? node : node.ancestor(.typeDecl) else { return false }
        return declarations.contains { $0.node == owner }
    }

    /// The stored `@State` property named `name`, declared in the struct.
    func stateProperty(named name: String) -> StateProperty? {
        stateProperties.first { $0.name == name }
    }

    /// Functions and variables named `name` across the struct and its extensions. Looked up
    /// when asked (a few names per view), from the name tokens' bytes where they tell.
    func members(named name: String) -> [Node] {
        members.filter { ViewScope.declares($0, name) }
    }

    /// True when `member` is a function named `name`, or a variable one of whose bindings is.
    private static func declares(_ member: Node, _ name: String) -> Bool {
        let tree = member.tree
        if let function = FunctionDeclSyntax(member) {
            guard function.introducer == .func, let keyword = function.introducerToken else { return false }
            return keyword + 1 < member.tokenRange.upperBound ? tree.tokenText(keyword + 1, equals: name) : name.isEmpty
        }
        return VariableDeclSyntax(member)?.bindings.contains { LocalNames.binds($0, name) } ?? false
    }

    /// `Outer.Inner` for a type nested in `Outer`; an extension's extended type as written.
    static func qualifiedName(of decl: TypeDeclSyntax) -> String {
        if decl.isExtension { return decl.name }
        guard let outer = decl.node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return decl.name }
        return qualifiedName(of: outer) + "." + decl.name
    }
}

/// The type declarations of one file by qualified name (`Outer.Inner`; an extension by the
/// type it extends, as written), each name's in source order: found once per file, so a file
/// of many views does not read every declaration for each one.
struct TypeDeclarations {
    private let byName: [String: [TypeDeclSyntax]]

    init(_ tree: SyntaxTree) {
        var byName: [String: [TypeDeclSyntax]] = [:]
        for node in tree.nodes(ofKind: .typeDecl) {
            guard let decl = TypeDeclSyntax(node) else { continue }
            byName[ViewScope.qualifiedName(of: decl), default: []].append(decl)
        }
        self.byName = byName
    }

    func declarations(named name: String) -> [TypeDeclSyntax] { byName[name] ?? [] }
}

/// A stored `@State` property with one binding: `@State private var x: T? = nil`. Names
/// written with backticks are left out: their uses may be spelled either way.
struct StateProperty {
    let declaration: VariableDeclSyntax
    let binding: PatternBindingSyntax
    let name: String
    /// The annotated type without trivia: `Item?`.
    let typeText: String?

    init?(_ declaration: VariableDeclSyntax) {
        guard declaration.attribute(named: "State") != nil, !declaration.isStatic else { return nil }
        let bindings = declaration.bindings
        guard bindings.count == 1, let name = bindings[0].name,
              bindings[0].nameToken.map({ !declaration.node.tree.text($0).hasPrefix("`") }) == true else { return nil }
        self.declaration = declaration
        binding = bindings[0]
        self.name = name
        typeText = binding.typeAnnotation?.text
    }

    /// `private` or `fileprivate`: every use is in this file.
    var isFilePrivate: Bool { declaration.isFilePrivate }

    /// `T` for `T?` or `Optional<T>`; nil when the property is not optional.
    var wrappedTypeText: String? { wrappedType.map(String.init) }

    /// `wrappedTypeText != nil`, without building it.
    var isOptional: Bool { wrappedType != nil }

    /// `wrappedTypeText` as a slice of `typeText`.
    private var wrappedType: Substring? {
        guard let type = typeText else { return nil }
        if type.hasSuffix("?") { return type.dropLast() }
        if type.hasPrefix("Optional<") && type.hasSuffix(">") { return type.dropFirst("Optional<".count).dropLast() }
        return nil
    }

    /// `Bool` by annotation, or by a `true`/`false` initial value.
    var isBool: Bool {
        if let type = typeText { return type == "Bool" || type == "Swift.Bool" }
        return initialLiteral == "true" || initialLiteral == "false"
    }

    /// The initial value's text when it is a literal (`false`, `nil`).
    var initialLiteral: String? {
        guard let value = binding.initializer, value.kind == .literalExpr else { return nil }
        return value.text
    }

    /// True when the property starts as nil (no initial value, `= nil` or `= .none`).
    var startsNil: Bool { binding.initializer == nil || initialLiteral == "nil" || binding.initializer?.compactText == ".none" }

    /// True when the binding has accessors (`didSet`, `willSet`).
    var hasObservers: Bool { binding.accessorBlock != nil }
}
