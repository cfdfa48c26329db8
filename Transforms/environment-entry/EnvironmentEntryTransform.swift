import MigrationKit
import SwiftCST

/// `environment-entry`: an `EnvironmentKey` used only by its `EnvironmentValues` get/set pair
/// becomes `@Entry var name: T = default` (Xcode 16), the key removed.
public struct EnvironmentEntryTransform: Transform {
    public static let id = "environment-entry"
    public static let summary = "EnvironmentKey boilerplate becomes an @Entry property"
    public static let documentation = [
        """
        An EnvironmentValues property that only gets and sets its own EnvironmentKey becomes an @Entry
        property with the key's default (the @Entry macro, Xcode 16), and the key goes.

          private struct ThemeKey: EnvironmentKey {          extension EnvironmentValues {
              static let defaultValue: Theme = .light    →       @Entry var theme: Theme = .light
          }                                                  }
          extension EnvironmentValues {
              var theme: Theme {
                  get { self[ThemeKey.self] }
                  set { self[ThemeKey.self] = newValue }
              }
          }

        @Entry makes the default the body of a computed static var defaultValue, evaluated on every
        read of an unset value, where the key's static let was evaluated once. So only a default that
        is the same at every evaluation moves: a number, string (no interpolation), Boolean or nil
        literal, a case (.light, Theme.light), an array or dictionary literal of those; a closure with
        no capture list whose body is empty or one such constant ({ }, { false }, { _ in nil }); a
        SwiftUI or CoreGraphics value built from constants: EdgeInsets(top:leading:bottom:trailing:),
        CGSize(width:height:), CGPoint(x:y:), CGRect(x:y:width:height:), CGRect(origin:size:),
        UnitPoint(x:y:), Angle(degrees:), Angle(radians:), .degrees(_:), .radians(_:),
        Color(red:green:blue:[opacity:]), Color(white:[opacity:]), Font.system(size:[weight:design:]),
        Font.system(_:[design:weight:]), written with the type's name or, when the key's declared type
        is that type, as .init(…) or .system(…); and a value of a struct declared once in the project,
        not generic, with no init of its own (in its declaration or an extension), made by its implicit
        memberwise or default initializer with constant arguments (Analytics(), .init(maximum: 20))
        while every stored property it does not pass has a constant default (such a constant, another
        such struct, nil for an optional var): every evaluation gives an equal value. The property
        keeps its access modifiers and type (a type written Key.Value becomes the key's declared
        default type).

        Left alone, with a warning that says what to do: a default that is any other call (Model()
        of a class, Date(), UUID(), a struct with an init of its own or a stored property whose
        default is not constant, a generic or enum type, another module's type), a closure that
        captures or calls something, or a name; a member the project lets change (a project type's static var or computed static
        property, LoggerStore.shared or .shared; a member of a project top-level variable,
        Current.diskCache), which @Entry would read again at every use; a key with another member or a computed defaultValue; a key
        that is public (other modules may use it), has attributes or other conformances, or is used
        anywhere else in the project (Key.defaultValue, another subscript; only names ending in "Key"
        are looked for); a key declared in another file; accessors other than the plain get/set;
        #if around or inside either; a comment on the key.

        @Entry needs Xcode 16; it back-deploys to every OS version SwiftUI supports.
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                private struct SpacingKey: EnvironmentKey {
                    static let defaultValue: CGFloat = 8
                }

                extension EnvironmentValues {
                    var spacing: CGFloat {
                        get { self[SpacingKey.self] }
                        set { self[SpacingKey.self] = newValue }
                    }
                }

                """,
            after: """
                import SwiftUI

                extension EnvironmentValues {
                    @Entry var spacing: CGFloat = 8
                }

                """),
    ]
    public static let reasons = EntryReason.all
    public static let group: TransformGroup? = .deprecations
    /// The key may be declared in another file than the `EnvironmentValues` property that becomes `@Entry`.
    public static let editsDependAcrossFiles = true
    public static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: OSVersion(13), watchOS: OSVersion(6))

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        // Top-level variables, which a default may read (`EntryDefaultSource`), and the structs
        // a default may construct (`ProjectValueTypes`).
        TypeFacts.collect(file, into: &index)
        ValueTypeFacts.collect(file, into: &index)
        guard FileContents(path: file.path, bytes: file.bytes).contains(anyOf: ["Key"]) else { return }
        index[EntryFacts.self].merge(EntryFacts.collect(file))
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["EnvironmentValues"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let tree = file.tree
        for node in tree.nodes(ofKind: .variableDecl) {
            guard let property = EntryProperty(node), !context.isSuppressed(at: node.range.lowerBound) else { continue }
            let at = property.binding.nameToken.map { Int(tree.tokens[$0].start) } ?? node.range.lowerBound
            switch plan(property, in: file, index: context.index) {
            case .success(let edits):
                result.edits += edits
            case .failure(let refusal):
                result.raise(refusal.reason, at: at, refusal.message(property: property.name, key: property.key),
                             notes: refusal.notes(key: property.key))
            }
        }
        return result
    }

    /// The edits that make `property` an `@Entry` and remove its key, or why they stay.
    private func plan(_ property: EntryProperty, in file: SourceFile, index: ProjectIndex) -> Result<[TextEdit], EntryRefusal> {
        let tree = file.tree
        let facts = index[EntryFacts.self]
        if let refusal = property.refusal() { return .failure(refusal) }
        let keys = tree.nodes(ofKind: .typeDecl).compactMap(TypeDeclSyntax.init).filter { !$0.isExtension && $0.name == property.key }
        guard keys.count == 1 else { return .failure(keys.isEmpty ? .keyInOtherFile : .notPlainKey) }
        let key = EnvironmentKeyDecl(declaration: keys[0])
        guard property.key.hasSuffix("Key") else { return .failure(.uncheckedName) }
        // Phase 1 counted the key's uses in the files as read; the property's own are counted here
        // (a pass over an earlier transform's output would find them moved).
        let uses = facts.uses[property.key] ?? []
        let own = property.node.tokenRange.filter { tree.tokens[$0].kind == .identifier && tree.tokenIs($0, property.key) }
        if uses.count > own.count {
            let ownSites = Set(own.map { Site(path: file.path, location: tree.location(of: Int(tree.tokens[$0].start))) })
            return .failure(.usedElsewhere(uses.first { !ownSites.contains($0) } ?? uses[0]))
        }
        let value: Node, keyType: TypeSyntax?, pending: [PendingConstruction]
        switch key.defaultValue() {
        case .success(let found): (value, keyType, pending) = found
        case .failure(let refusal): return .failure(refusal)
        }
        let source = EntryDefaultSource(types: index.types, facts: index[TypeFacts.self])
        if source.readsVariable(value, declaredType: keyType)
            || !ProjectValueTypes(types: index.types, facts: index[ValueTypeFacts.self], source: source).areConstant(pending) {
            return .failure(.defaultNotConstant(oneLineQuote(value.compactText, limit: 30)))
        }
        guard let type = property.binding.typeAnnotation, let accessors = property.binding.accessorBlock,
              let entry = tree.insertion(ofAttribute: "@Entry", on: property.node, ownLine: false),
              let removal = tree.removal(ofDeclaration: key.node)
        else { return .failure(.notPlainAccessors) }
        // `Key.Value` would name the removed key: the key's own annotation replaces it.
        var typeText: String?
        if type.node.tokenRange.contains(where: { tree.tokenIs($0, property.key) }) {
            guard let keyType, !keyType.node.tokenRange.contains(where: { tree.tokenIs($0, property.key) }) else { return .failure(.typeNamesKey) }
            typeText = tree.string(keyType.node.range)
        }
        let start = typeText == nil ? type.node.range.upperBound : type.node.range.lowerBound
        let initial = TextEdit(range: start..<accessors.node.range.upperBound,
                               replacement: (typeText ?? "") + " = " + tree.string(value.range))
        return .success([tidied(removal, of: key.node, in: tree), entry, initial])
    }

    /// The key's removal without a blank line left behind: between two blank lines one goes, and
    /// a blank line above a key that was last in its block (before `}`) goes with it.
    private func tidied(_ removal: TextEdit, of key: Node, in tree: SyntaxTree) -> TextEdit {
        let tidy = tree.withoutDoubleBlankLine(removal)
        guard tidy == removal, let last = key.lastToken, last + 1 < tree.tokens.count, tree.tokens[last + 1].kind == .rightBrace,
              tree.tokens[last + 1].isAtStartOfLine, removal.range.lowerBound > 0 else { return tidy }
        let above = tree.lineStart(containing: removal.range.lowerBound - 1)
        let isBlank = tree.bytes[above..<removal.range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return isBlank ? .delete(above..<removal.range.upperBound) : tidy
    }
}
