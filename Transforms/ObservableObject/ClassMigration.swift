import MigrationKit
import SwiftCST

/// The edits that turn one `ObservableObject` class declaration (or its conformance
/// extension) into its `@Observable` form.
struct ClassMigration {
    let tree: SyntaxTree
    let observeAll: Bool
    private(set) var edits: [TextEdit] = []
    /// Stored properties that were not `@Published` and now get `@ObservationIgnored` (for the note).
    private(set) var ignoredPlainProperties: [String] = []

    init(tree: SyntaxTree, observeAll: Bool) {
        self.tree = tree
        self.observeAll = observeAll
    }

    /// `@Observable` on the class, its conformance removed, `@Published` removed, and
    /// `@ObservationIgnored` on the stored properties that were not observed or cannot be.
    mutating func migrate(_ decl: TypeDeclSyntax) {
        if let insertion = tree.insertion(ofAttribute: "@Observable", on: decl.node, ownLine: hasMultilineHeader(decl) ? true : nil) {
            edits.append(insertion)
        }
        removeConformance(from: decl)
        for variable in decl.variables { migrate(variable) }
    }

    /// Removes `ObservableObject` from an extension's inheritance clause, or the whole
    /// extension when nothing else is left in it.
    mutating func migrateExtension(_ decl: TypeDeclSyntax) {
        guard let clause = decl.inheritanceClause, clause.types.allSatisfy(Self.isObservableObject),
              decl.whereClause == nil, decl.attributes.isEmpty, decl.modifiers.isEmpty,
              let block = decl.memberBlock, isEmpty(block) else {
            removeConformance(from: decl)
            return
        }
        if let removal = tree.removal(of: decl.node, withAttachedComments: true) { edits.append(tree.withoutDoubleBlankLine(removal)) }
    }

    /// True when the declaration's header (up to its `{`) spans several lines: an attribute
    /// inserted on its first line would shift it against the aligned lines below.
    private func hasMultilineHeader(_ decl: TypeDeclSyntax) -> Bool {
        guard let first = decl.node.firstToken, let brace = decl.memberBlock?.firstToken else { return false }
        return (first + 1...brace).contains { tree.tokens[$0].isAtStartOfLine }
    }

    static func isObservableObject(_ type: InheritedTypeSyntax) -> Bool { type.baseName == "ObservableObject" }

    // MARK: Conformance

    private mutating func removeConformance(from decl: TypeDeclSyntax) {
        guard let clause = decl.inheritanceClause else { return }
        let elements = clause.types.map(\.node)
        for type in clause.types where Self.isObservableObject(type) {
            if elements.count > 1 {
                if let removal = tree.removal(ofElement: type.node, in: elements) { edits.append(removal) }
            } else {
                edits += removal(ofClause: clause.node)
            }
        }
    }

    /// `: ObservableObject` with the spaces before the colon; comments inside it stay.
    private func removal(ofClause clause: Node) -> [TextEdit] {
        guard let colon = clause.firstToken, let last = clause.lastToken else { return [] }
        if tree.hasComments(between: colon, and: last) {
            return clause.tokenRange.map { TextEdit.delete(tree.textRange($0)) }
        }
        var start = Int(tree.tokens[colon].start)
        if colon > 0, tree.trailingTrivia(colon - 1).allSatisfy({ $0.kind == .spaces || $0.kind == .tabs }),
           tree.leadingTrivia(colon).isEmpty {
            start = Int(tree.tokens[colon - 1].end)
        }
        return [.delete(start..<Int(tree.tokens[last].end))]
    }

    /// True when a member block holds nothing, not even a comment.
    private func isEmpty(_ block: Node) -> Bool {
        guard block.children.isEmpty, let open = block.firstToken, let close = block.lastToken else { return false }
        return !tree.hasComments(between: open, and: close)
    }

    // MARK: Properties

    private mutating func migrate(_ variable: VariableDeclSyntax) {
        if let published = variable.attribute(named: "Published") {
            if let removal = tree.removal(of: published.node) { edits.append(removal) }
            return
        }
        guard Self.isStoredInstanceVariable(variable), variable.attribute(named: "ObservationIgnored") == nil else { return }
        let mustIgnore = !Self.isTrackable(attributes: variable.attributes.map(\.baseName), isLazy: variable.hasModifier("lazy"))
        let ignores = mustIgnore || !observeAll
        if !mustIgnore && ignores { ignoredPlainProperties += variable.bindings.compactMap(\.name) }
        if variable.bindings.count > 1 {
            // Phase 1 refused the class when this cannot be split.
            if let split = MultipleBindings.split(variable, adding: ignores ? "@ObservationIgnored" : nil) { edits.append(split) }
        } else if ignores, let insertion = tree.insertion(ofAttribute: "@ObservationIgnored", on: variable.node) {
            edits.append(insertion)
        }
    }

    /// A `var` of the instance that stores a value (possibly with observers).
    static func isStoredInstanceVariable(_ variable: VariableDeclSyntax) -> Bool {
        !variable.isLet && !variable.isStatic && !variable.hasModifier("override")
            && !variable.bindings.isEmpty && variable.bindings.allSatisfy { !$0.isComputed }
    }

    /// True when a stored instance property is observed once its class migrates: `@Published`
    /// ones, and under `--observe-all` the plain ones the macro can track. Phase 1's storage-clash
    /// check and the rewrite must agree on this.
    static func isObserved(attributes: [String], isLazy: Bool, observeAll: Bool) -> Bool {
        attributes.contains("Published") || (observeAll && isTrackable(attributes: attributes, isLazy: isLazy))
    }

    /// True when `@Observable` can track a stored property that is not `@Published`: it is not
    /// lazy and has no attribute that may be a property wrapper (`@ObservationIgnored` included).
    private static func isTrackable(attributes: [String], isLazy: Bool) -> Bool {
        !isLazy && !attributes.contains(where: mayBePropertyWrapper)
    }

    /// Attributes that make a stored property something the macro cannot track: property
    /// wrappers (`@AppStorage`, `@Injected`...) and `@IBOutlet`, `@NSCopying`. Global actors
    /// other than `@MainActor` cannot be told apart from wrappers and count as wrappers.
    private static func mayBePropertyWrapper(_ attribute: String) -> Bool {
        attribute.firstIsUppercase && attribute != "MainActor" && attribute != "Published"
    }
}
