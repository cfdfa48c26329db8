import MigrationKit
import SwiftCST

/// The edits that turn one `ObservableObject` class declaration (or its conformance
/// extension) into its `@Observable` form, and the notes and warnings that go with them.
struct ClassMigration {
    let tree: SyntaxTree
    /// The file's path, as the index knows it.
    let path: String
    let index: ProjectIndex
    let options: MigrationOptions
    private(set) var edits: [TextEdit] = []
    /// Stored properties that were not `@Published` and now get `@ObservationIgnored` (for the note).
    private(set) var ignoredPlainProperties: [String] = []
    /// Plain stored properties now observed whose uses in the class's initializers now name
    /// their storage `_name` (for the note).
    private(set) var storageUsers: [String] = []
    /// The used publishers kept by a bridge (for the note).
    private(set) var bridgedPublishers: [PublisherBridge] = []
    /// `@AppStorage` properties now computed over their wrapper's storage (for the note).
    private(set) var observedAppStorage: [AppStorageProperty] = []
    /// Notes and warnings about single properties.
    private(set) var diagnostics: [(node: Node, diagnostic: Refusal)] = []

    init(tree: SyntaxTree, path: String, index: ProjectIndex, options: MigrationOptions) {
        self.tree = tree
        self.path = path
        self.index = index
        self.options = options
    }

    /// `@Observable` on the class (a nested `private` one made `fileprivate`), its conformance
    /// removed, `@Published` and view wrappers removed, and `@ObservationIgnored` on the stored
    /// properties that were not observed or cannot be. `extensions`: the class's extensions in
    /// this file.
    mutating func migrate(_ decl: TypeDeclSyntax, extensions: [TypeDeclSyntax]) {
        if let insertion = tree.insertion(ofAttribute: "@Observable", on: decl.node, ownLine: hasMultilineHeader(decl) ? true : nil) {
            edits.append(insertion)
        }
        if let access = NestedPrivateAccess.edit(for: decl) { edits.append(access) }
        removeConformance(from: decl)
        let variables = decl.variables
        let initializers = ([decl] + extensions).flatMap(\.functions).filter { $0.introducer == .`init` }
        let type = TypeIdentity(TypeIndexer.path(of: decl))
        let announced = index[ObservableObjectDecisions.self].observedBySends[type] ?? []
        let becomingObserved = variables.filter(Self.becomesObserved).flatMap { $0.bindings.compactMap(\.name) }
            .filter { options.observeAll || announced.contains($0) }
        let context = PropertyContext(type: type, path: path, index: index, storageNames: Set(becomingObserved), initializers: initializers)
        for variable in variables { migrate(variable, context) }
        initializeStorage(of: Set(variables.filter { $0.attribute(named: "Published") != nil }.flatMap { $0.bindings.compactMap(\.name) }),
                          in: initializers)
    }

    /// `_name = Published(initialValue: x)` in the initializers becomes `_name = x`
    /// (`PublishedStorageInitialization`), for the class's `published` properties.
    private mutating func initializeStorage(of published: Set<String>, in initializers: [FunctionDeclSyntax]) {
        guard !published.isEmpty else { return }
        for initializer in initializers {
            initializer.node.walk { node in
                guard node.kind == .sequenceExpr else { return true }
                if let target = node.firstChild, let found = PublishedStorageInitialization(target: target),
                   published.contains(found.assignment.property) {
                    edits.append(found.edit)
                }
                return true
            }
        }
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

    private mutating func migrate(_ variable: VariableDeclSyntax, _ context: PropertyContext) {
        if let published = variable.attribute(named: "Published") {
            if let removal = tree.removal(of: published.node) { edits.append(removal) }
            if let name = variable.name, let bridge = context.bridges[name] {
                edits += PublisherBridgeRewrite(tree: tree).edits(keeping: bridge, on: variable)
                bridgedPublishers.append(bridge)
            }
            return
        }
        guard Self.isStoredInstanceVariable(variable), variable.attribute(named: "ObservationIgnored") == nil else { return }
        if migrateWrapper(of: variable, context) { return }
        if let storage = AppStorageProperty(variable) {
            // Phase 1 refused the class when it cannot take this form.
            edits += storage.edits(in: tree)
            observedAppStorage.append(storage)
            return
        }
        let mustIgnore = !Self.isTrackable(attributes: variable.attributes.map(\.baseName), isLazy: variable.hasModifier("lazy"))
        let names = variable.bindings.compactMap(\.name)
        // Observed under --observe-all, or when its changes were announced with objectWillChange.
        var ignores = mustIgnore || !(options.observeAll || names.allSatisfy(context.observedBySends.contains))
        let hasObservers = variable.bindings.contains { $0.accessorTraits.hasObservers }
        if !ignores, let reason = names.lazy.compactMap({ context.storageBlocker($0, hasObservers: hasObservers) }).first {
            // Its initializers' uses cannot be pointed at the storage: it stays as it was.
            diagnostics.append((variable.node, reason))
            ignores = true
        } else if !mustIgnore && ignores {
            ignoredPlainProperties += names
        }
        if !ignores { useStorage(of: names, hasObservers: hasObservers, context) }
        if variable.bindings.count > 1 {
            // Phase 1 refused the class when this cannot be split.
            if let split = MultipleBindings.split(variable, adding: ignores ? "@ObservationIgnored" : nil) { edits.append(split) }
        } else if ignores, let insertion = tree.insertion(ofAttribute: "@ObservationIgnored", on: variable.node) {
            edits.append(insertion)
        }
    }

    /// `@ObservedObject` and `@StateObject`, which do nothing (or harm) in a class: removed
    /// unless a use needs them. False when `variable` has neither.
    private mutating func migrateWrapper(of variable: VariableDeclSyntax, _ context: PropertyContext) -> Bool {
        guard let wrapper = ClassOwnedWrapper(attributes: variable.attributes.map(\.baseName)),
              let attribute = variable.attribute(named: wrapper.rawValue), let name = variable.bindings.first?.name else { return false }
        let outcome = wrapper.outcome(of: variable, named: name, in: (context.className, context.type), projectionUse: context.usedWrappers[name],
                                      index: index, options: options)
        switch outcome {
        case .keep(let diagnostic):
            diagnostics.append((attribute.node, diagnostic))
            if let insertion = tree.insertion(ofAttribute: "@ObservationIgnored", on: variable.node) { edits.append(insertion) }
        case .drop(let observed, let diagnostic):
            diagnostics.append((attribute.node, diagnostic))
            if let removal = tree.removal(of: attribute.node) { edits.append(removal) }
            if !observed, let insertion = tree.insertion(ofAttribute: "@ObservationIgnored", on: variable.node) { edits.append(insertion) }
        }
        return true
    }

    /// Points the class's initializers' uses of `names` at the macro's storage, `_name`: every
    /// use when the property has observers (which must not run there), else the uses other
    /// than a plain `name = value`, which the `init` accessor and setter take as before (a read
    /// or a mutation through the computed property needs the whole `self`).
    private mutating func useStorage(of names: [String], hasObservers: Bool, _ context: PropertyContext) {
        for name in names {
            let tokens = (context.initializerUses.references[name] ?? []).filter { hasObservers || !$0.isAssigned }.map(\.token)
            guard !tokens.isEmpty else { continue }
            storageUsers.append(name)
            edits += tokens.map { .insert("_", at: Int(tree.tokens[$0].start)) }
        }
    }

    /// True when, under `--observe-all`, a stored property that was not observed becomes observed
    /// (and so computed): not `@Published`, and trackable (no wrapper, not lazy).
    private static func becomesObserved(_ variable: VariableDeclSyntax) -> Bool {
        let attributes = variable.attributes.map(\.baseName)
        return isStoredInstanceVariable(variable) && !attributes.contains("Published")
            && isTrackable(attributes: attributes, isLazy: variable.hasModifier("lazy"))
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
    static func isTrackable(attributes: [String], isLazy: Bool) -> Bool {
        !isLazy && !attributes.contains(where: mayBePropertyWrapper)
    }

    /// Attributes that make a stored property something the macro cannot track: property
    /// wrappers (`@AppStorage`, `@Injected`...) and `@IBOutlet`, `@NSCopying`. Global actors
    /// other than `@MainActor` cannot be told apart from wrappers and count as wrappers.
    private static func mayBePropertyWrapper(_ attribute: String) -> Bool {
        attribute.firstIsUppercase && attribute != "MainActor" && attribute != "Published"
    }
}
