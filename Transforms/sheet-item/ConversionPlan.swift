import MigrationKit
import SwiftCST

/// One modifier about to become its `item:` form: the selection, the flag (nil for the
/// `Binding(get:set:)` form), how the content and its helpers unwrap the selection. Lists what
/// blocks the conversion, and builds its edits.
struct ConversionPlan {
    let modifier: PresentationModifier
    let selection: StateProperty
    let unwraps: SelectionUnwraps
    let helpers: [ContentHelper]
    let flag: StateProperty?
    let flagUses: FlagUses?
    let scope: ViewScope
    let names: FileNames
    let context: TransformContext
    /// The selection's uses for the flag form (nil for the `Binding(get:set:)` form): what
    /// blocks it, and the assignments the edits keep or remove.
    private let selectionUses: SelectionUses?

    init(modifier: PresentationModifier, selection: StateProperty, unwraps: SelectionUnwraps, helpers: [ContentHelper],
         flag: StateProperty?, flagUses: FlagUses?, scope: ViewScope, names: FileNames, context: TransformContext) {
        self.modifier = modifier
        self.selection = selection
        self.unwraps = unwraps
        self.helpers = helpers
        self.flag = flag
        self.flagUses = flagUses
        self.scope = scope
        self.names = names
        self.context = context
        type = selection.wrappedTypeText ?? ""
        if let flag = flag, let flagUses = flagUses {
            selectionUses = SelectionUses(selection: selection.name, flag: flag.name, flagUses: flagUses, modifier: modifier, scope: scope, names: names,
                                          sheetCode: [modifier.content.node] + helpers.map(\.body),
                                          dismissCode: ConversionPlan.dismissCode(of: modifier, scope: scope, names: names))
        } else {
            selectionUses = nil
        }
    }

    private var tree: SyntaxTree { names.tree }
    private var name: String { selection.name }
    /// The selection's wrapped type: `Item` for `Item?`.
    private let type: String

    /// The `Binding(get:set:)` form whose content reads the selection without unwrapping it:
    /// the content stays as it is and the closure ignores its parameter (`{ _ in`).
    private var keepsContent: Bool { flag == nil && !unwraps.unwraps && helpers.isEmpty }

    /// The content closure's parameter: the name the content unwraps to, or the property's.
    private var closureParameter: String { keepsContent ? "_" : unwraps.valueName }

    // MARK: Blockers

    func blockers() -> [Blocker] {
        var blockers = declarationBlockers()
        if modifier.content.signature != nil {
            blockers.append(Blocker(.contentUsesItem, "the content closure already has a signature"))
        }
        if !keepsContent {
            blockers += unwraps.blockers + unwraps.layoutBlockers + unwraps.captureBlockers(of: closureParameter, names: names)
        }
        if movedComment == nil {
            blockers.append(Blocker(.commentWouldBeLost, "`isPresented:` holds comments that would be lost", at: modifier.presented.node.range.lowerBound))
        }
        if flag == nil {
            for assignment in (unwraps.assignments + helpers.flatMap(\.unwraps.assignments)) where assignment.literal != "nil" {
                blockers.append(Blocker(.itemChangesWhileUp, "`\(name)` changes at {} while the sheet is up", at: assignment.reference.range.lowerBound))
            }
        }
        for helper in helpers {
            blockers += helper.blockers(scope: scope, names: names)
            if !helper.isFilePrivate { blockers += crossFileBlockers(helper.name) }
        }
        if !selection.isFilePrivate { blockers += crossFileBlockers(name) }
        guard let flag = flag, let flagUses = flagUses, let uses = selectionUses else { return blockers + sharingBlockers() }

        if !flag.isBool { blockers.append(Blocker(.flagNotPlain, "`\(flag.name)` is not a Bool")) }
        if flag.initialLiteral != "false" {
            blockers.append(Blocker(.flagNotPlain, "`\(flag.name)` does not start as `false` (at {})", at: flag.declaration.node.range.lowerBound))
        }
        if flag.hasObservers {
            blockers.append(Blocker(.hasObservers, "`\(flag.name)` has observers (at {})", at: flag.declaration.node.range.lowerBound))
        }
        if !flag.isFilePrivate { blockers += crossFileBlockers(flag.name) }
        blockers += flagUses.blockers
        blockers += uses.blockers
        blockers += presentingBlockers(flag: flag.name, flagUses: flagUses, uses: uses)
        return blockers
    }

    /// The selection must be a named `Identifiable` type, start nil and have no observers.
    private func declarationBlockers() -> [Blocker] {
        var blockers: [Blocker] = []
        let at = selection.declaration.node.range.lowerBound
        if !Identifiability.isNamedType(type) {
            blockers.append(Blocker(.itemTypeUnnamed, "`\(name)` has type `\(selection.typeText ?? "")`, not a named `Identifiable` type"))
        } else {
            switch Identifiability.verdict(for: type, index: context.index.types, assumed: context.options.assumeIdentifiable) {
            case .identifiable:
                break
            case .existential:
                blockers.append(Blocker(.itemTypeUnnamed, "`\(type)` is a protocol, and `\(modifier.itemForm)` needs a concrete `Identifiable` type"))
            case .notIdentifiable:
                blockers.append(Blocker(.itemNotIdentifiable, "`\(type)` is not `Identifiable` in this project (--assume-identifiable \(type))"))
            }
        }
        if !selection.startsNil {
            blockers.append(Blocker(.itemStartsWithValue, "`\(name)` starts with a value (at {}), so `\(modifier.itemForm)` would present the sheet at once", at: at))
        }
        if selection.hasObservers {
            blockers.append(Blocker(.hasObservers, "`\(name)` has observers (at {}) that would run when the sheet is dismissed", at: at))
        }
        return blockers
    }

    /// A non-private member may be set or used from another file: through the view's
    /// memberwise initializer, or in an extension of the view.
    private func crossFileBlockers(_ member: String) -> [Blocker] {
        guard let place = context.index[ViewMemberUses.self].use(of: member, in: scope.name, outside: context.file.path) else { return [] }
        return [Blocker(.notPrivate, "`\(member)` is not private and may be used at {} (make it `private` if that use is unrelated)", at: place)]
    }

    /// For the `Binding(get:set:)` form: no other presentation may use the selection.
    private func sharingBlockers() -> [Blocker] {
        scope.declarations.flatMap { names.tokens(namingProperty: name, in: $0.node.tokenRange) }.compactMap { token in
            guard case .reference(let reference) = names.use(at: token), scope.contains(reference.node),
                  let other = otherPresentation(around: reference.node, excluding: modifier) else { return nil }
            return Blocker.shared(name, with: other, fallback: reference.range.lowerBound)
        }
    }

    /// Every `flag = true` must sit in a block that also gives the selection a value, with no
    /// `await` between the two that would let the view render one without the other.
    private func presentingBlockers(flag: String, flagUses: FlagUses, uses: SelectionUses) -> [Blocker] {
        var blockers: [Blocker] = []
        for presenting in flagUses.setsTrue {
            let at = presenting.statement.range.lowerBound
            let sets = uses.assignments.filter { $0.block == presenting.block }
            let values = sets.filter { $0.literal != "nil" }
            if values.isEmpty || sets.contains(where: { $0.literal == "nil" }) {
                blockers.append(Blocker(.flagSetWithoutItem, "`\(flag)` is set to true at {} without giving `\(name)` a value in the same block", at: at))
            } else if values.contains(where: { awaits(between: presenting.statement, and: $0.statement) }) {
                blockers.append(Blocker(.flagSetWithoutItem, "`\(flag) = true` at {} and the assignment of `\(name)` are separated by an `await`", at: at))
            }
            if flagUses.setsFalse.contains(where: { $0.block == presenting.block }) {
                blockers.append(Blocker(.flagSetWithoutItem, "`\(flag)` is set both to true and to false in the block at {}", at: at))
            }
        }
        return blockers
    }

    /// True when an `await` can suspend after the first of two statements of one block has run
    /// and before the second has: in the statements between them, or inside the second.
    private func awaits(between a: Node, and b: Node) -> Bool {
        let (first, second) = a.range.lowerBound < b.range.lowerBound ? (a, b) : (b, a)
        var statement = first.nextSibling
        while let current = statement, current != second {
            if current.tokenRange.contains(where: { tree.tokenIs($0, "await") }) { return true }
            statement = current.nextSibling
        }
        return second.tokenRange.contains { tree.tokenIs($0, "await") }
    }

    /// What `onDismiss:` runs: its closure or the view method it names, and the view methods
    /// those call, transitively.
    private static func dismissCode(of modifier: PresentationModifier, scope: ViewScope, names: FileNames) -> [Node] {
        let tree = names.tree
        guard let start = modifier.onDismiss?.expression else { return [] }
        var regions = [start]
        var pending = [start]
        var seen: Set<String> = []
        while let region = pending.popLast() {
            for token in region.tokenRange where tree.tokens[token].kind == .identifier {
                guard case .reference(let reference) = names.use(at: token), reference.spelling == .plain else { continue }
                let member = tree.text(token)
                guard !seen.contains(member), let function = scope.members(named: member).compactMap(FunctionDeclSyntax.init).first,
                      let body = function.body else { continue }
                seen.insert(member)
                regions.append(body)
                pending.append(body)
            }
        }
        return regions
    }

    // MARK: Edits

    /// A comment inside the replaced `isPresented:` argument moves to the end of the `{ x in`
    /// line: `" // comment"`, or `""` when there is none; nil when there are comments that
    /// cannot move (more than one, a block comment, or the line already ends with one).
    private var movedComment: String? {
        let comments = tree.comments(inside: modifier.presented.node)
        guard let comment = comments.first else { return "" }
        guard comments.count == 1, comment.kind == .lineComment,
              !tree.trailingTrivia(modifier.content.leftBrace).contains(where: { $0.kind.isComment }) else { return nil }
        return " " + tree.string(comment.range)
    }

    /// The edits, or nil when an `if let` cannot be removed without losing a comment.
    func edits() -> [TextEdit]? {
        var edits = [TextEdit(range: modifier.presented.node.range, replacement: "item: $\(name)")]
        guard let comment = movedComment else { return nil }
        edits.append(.insert(" \(closureParameter) in\(comment)", at: Int(tree.tokens[modifier.content.leftBrace].end)))
        if !keepsContent {
            guard let content = unwraps.edits(using: closureParameter) else { return nil }
            edits += content
        }
        for helper in helpers {
            guard let helperEdits = helper.edits(type: type, argument: closureParameter) else { return nil }
            edits += helperEdits
        }
        guard let flag = flag, let flagUses = flagUses, let uses = selectionUses else { return edits }

        for presenting in flagUses.setsTrue {
            guard let removal = tree.removal(ofStatement: presenting.statement) else { return nil }
            edits.append(removal)
        }
        for dismissing in flagUses.setsFalse {
            if uses.assignments.contains(where: { $0.block == dismissing.block && $0.literal == "nil" }) {
                guard let removal = tree.removal(ofStatement: dismissing.statement) else { return nil }
                edits.append(removal)
            } else {
                guard tree.comments(inside: dismissing.statement).isEmpty else { return nil }
                let qualifier = needsSelf(dismissing) ? "self." : ""
                edits.append(TextEdit(range: dismissing.statement.range, replacement: "\(qualifier)\(name) = nil"))
            }
        }
        guard let declaration = tree.removal(ofDeclaration: flag.declaration.node) else { return nil }
        edits.append(declaration)
        return edits
    }

    /// True when `selection = nil` written at `assignment` would name a local rather than the
    /// property: under the new closure or helper parameter, or under an existing local.
    private func needsSelf(_ assignment: Assignment) -> Bool {
        if assignment.reference.isQualified { return true }
        let node = assignment.statement
        if LocalNames.isShadowed(name, at: node) { return true }
        if closureParameter == name && modifier.content.node.contains(node) { return true }
        return helpers.contains { $0.unwraps.valueName == name && $0.body.contains(node) }
    }
}
