import SwiftCST

/// An `@AppStorage` property of an `ObservableObject` class, and its `@Observable` form.
///
/// Inside an `ObservableObject`, a write through the model to an `@AppStorage` property sends
/// `objectWillChange` (views reading it refresh); a change made to `UserDefaults` elsewhere does
/// not. `@Observable` cannot track a wrapped property, so the property becomes a computed one,
/// observed the documented way for custom storage, over the wrapper kept (arguments, default
/// value, observers) on an `@ObservationIgnored` private property:
///
/// ```swift
/// var compact: Bool {
///     get {
///         access(keyPath: \.compact)
///         return storedCompact
///     }
///     set {
///         withMutation(keyPath: \.compact) {
///             storedCompact = newValue
///         }
///     }
/// }
/// @ObservationIgnored @AppStorage("compact") private var storedCompact = false
/// ```
struct AppStorageProperty {
    let variable: VariableDeclSyntax
    let attribute: AttributeSyntax
    let name: String
    let nameToken: Int
    /// The value's type as the computed property spells it (`PublishedValueType`).
    let valueType: String

    /// What keeps an `@AppStorage` declaration from this form.
    enum Blocker: Hashable, Sendable {
        /// Neither an annotation nor a literal or constructor call tells its type.
        case unknownType
        /// Another attribute (`@objc`), which this tool would have to place on one of the two.
        case attribute(String)
        /// A modifier other than an access level or `final`.
        case modifier(String)
        /// Several properties in one declaration.
        case severalBindings
        /// An initializer of the class uses it (where the computed property needs the whole instance).
        case initializerUse

        /// The refusal's text, for property `name`.
        func text(_ name: String) -> String {
            switch self {
            case .unknownType: return "its @AppStorage \(name) has no type this tool can read (spell it) for the computed property it would become"
            case .attribute(let attribute): return "its @AppStorage \(name) also carries @\(attribute), which this tool does not carry over"
            case .modifier(let modifier): return "its @AppStorage \(name) is \(modifier), which this tool does not carry over"
            case .severalBindings: return "its @AppStorage declaration declares several properties"
            case .initializerUse: return "its @AppStorage \(name) is used in an init, where the computed property it would become needs the whole instance"
            }
        }
    }

    /// `variable` when it is an `@AppStorage` property this form can carry over; nil when it
    /// has no `@AppStorage` (see `blocker(of:in:)` for why one cannot).
    init?(_ variable: VariableDeclSyntax) {
        guard let attribute = variable.attribute(named: "AppStorage"), variable.bindings.count == 1,
              let binding = variable.bindings.first, let name = binding.name, let nameToken = binding.nameToken,
              let valueType = PublishedValueType.text(of: binding) else { return nil }
        self.variable = variable
        self.attribute = attribute
        self.name = name
        self.nameToken = nameToken
        self.valueType = valueType
    }

    /// Why `variable`, an `@AppStorage` property of the class `decl`, cannot take this form; nil when it can.
    static func blocker(of variable: VariableDeclSyntax, in decl: TypeDeclSyntax?) -> Blocker? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first, let name = binding.name else { return .severalBindings }
        if let other = variable.attributes.first(where: { !$0.hasBaseName("AppStorage") }) { return .attribute(other.name) }
        if let modifier = variable.modifiers.first(where: { !keptModifiers.contains($0.name) }) { return .modifier(modifier.name) }
        if PublishedValueType.text(of: binding) == nil { return .unknownType }
        if let decl, usedInInitializer(name, of: decl) { return .initializerUse }
        return nil
    }

    /// True when an `init` of `decl` spells `name` (a use, or a parameter of that name: either way left to a person).
    private static func usedInInitializer(_ name: String, of decl: TypeDeclSyntax) -> Bool {
        decl.functions.contains { initializer in
            guard initializer.introducer == .`init`, let body = initializer.body else { return false }
            let tree = body.tree
            return body.tokenRange.contains { tree.tokens[$0].kind == .identifier && tree.tokenIs($0, name) }
        }
    }

    /// Modifiers both properties can keep: access levels (the computed property keeps the
    /// declared one, the storage becomes private) and `final`.
    private static let keptModifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private", "final"]
    private static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// The private property that keeps the wrapper: `storedCompact` for `compact`.
    static func storageName(of name: String) -> String {
        let plain = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        return "stored" + plain.prefix(1).uppercased() + plain.dropFirst()
    }

    var storageName: String { Self.storageName(of: name) }

    /// The computed property inserted before the declaration, which becomes the storage.
    func edits(in tree: SyntaxTree) -> [TextEdit] {
        guard let first = variable.node.firstToken, let introducer = variable.introducerToken else { return [] }
        let style = tree.style
        let start = Int(tree.tokens[first].start)
        let indent = tree.indentation(ofLineContaining: start)
        let inner = indent + style.indentUnit
        let modifiers = variable.modifiers.map { $0.node.compactText + " " }.joined()
        let keyPath = "\\.\(name)"
        let computed = [
            "\(modifiers)var \(name): \(valueType) {",
            "\(inner)get {",
            "\(inner)\(style.indentUnit)access(keyPath: \(keyPath))",
            "\(inner)\(style.indentUnit)return \(storageName)",
            "\(inner)}",
            "\(inner)set {",
            "\(inner)\(style.indentUnit)withMutation(keyPath: \(keyPath)) {",
            "\(inner)\(style.indentUnit)\(style.indentUnit)\(storageName) = newValue",
            "\(inner)\(style.indentUnit)}",
            "\(inner)}",
            "\(indent)}",
        ].joined(separator: style.newline)
        var edits = [TextEdit.insert(computed + style.newline + indent + "@ObservationIgnored ", at: Int(tree.tokens[attribute.node.firstToken ?? first].start))]
        // The storage is private: its access modifiers go (but a lone `private`, which stays).
        let access = variable.modifiers.filter { Self.accessLevels.contains($0.name) }
        if !(access.count == 1 && access[0].node.compactText == "private") {
            for modifier in access {
                guard let modifierFirst = modifier.node.firstToken, let last = modifier.node.lastToken else { continue }
                var end = Int(tree.tokens[last].end)
                if tree.trailingTrivia(last).allSatisfy({ $0.kind == .spaces }) { end = Int(tree.tokens[last + 1].start) }
                edits.append(.delete(Int(tree.tokens[modifierFirst].start)..<end))
            }
            edits.append(.insert("private ", at: Int(tree.tokens[introducer].start)))
        }
        edits.append(TextEdit(range: tree.textRange(nameToken), replacement: storageName))
        return edits
    }
}
