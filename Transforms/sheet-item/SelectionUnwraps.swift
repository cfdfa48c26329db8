import SwiftCST

/// How a piece of code (the sheet's content, or a helper it calls) gets at the optional
/// selection `x`: `x!`, `if let x`, `if let s = x`, `guard let s = x`. Collects those places,
/// reports any other read, and makes the edits that let the code use a non-optional value
/// (a closure or function parameter) instead.
struct SelectionUnwraps {
    let region: Node
    let property: String
    /// How messages name the region: "the content", "`detailView()`".
    let who: String
    private(set) var forced: [PropertyReference] = []
    /// The `if let` and `guard let` statements unwrapping the property, each with the edits that
    /// take it apart (nil when a comment would be lost or the layout is too unusual to take apart
    /// line by line), worked out once for blockers and edits.
    private(set) var conditionals: [(statement: Node, removal: [TextEdit]?)] = []
    private(set) var boundNames: [String] = []
    private(set) var blockers: [Blocker] = []
    /// Reads of the property in the region, unwraps included.
    private(set) var mentions = 0
    /// `x = value` statements in the region.
    private(set) var assignments: [Assignment] = []

    /// Scans `region` for the property's plain references (`$x` and `_x` are judged with the
    /// rest of the view).
    init(region: Node, property: String, names: FileNames, who: String = "the content") {
        self.region = region
        self.property = property
        self.who = who
        for token in names.tokens(spelling: property, in: region.tokenRange) {
            let owner = names.owner(of: token)
            switch names.use(at: token) {
            case .reference(let reference):
                if !reference.isQualified && LocalNames.isShadowed(property, at: owner) { continue }
                if !Assignment.isWritten(reference) { mentions += 1 }
                if reference.isForceUnwrapped {
                    forced.append(reference)
                } else if let binding = reference.standalone?.parent?.parent, binding.kind == .optionalBinding,
                          reference.standalone?.parent?.kind == .initializerClause {
                    addConditional(binding)
                } else if let assignment = Assignment(reference) {
                    assignments.append(assignment)
                } else if Assignment.isWritten(reference) {
                    blockers.append(Blocker(.contentUsesItem, "\(who) modifies `\(property)` at {}", at: reference.range.lowerBound))
                } else {
                    blockers.append(Blocker(.contentUsesItem, "\(who) reads `\(property)` at {} other than through `\(property)!`, `if let` or `guard let`", at: reference.range.lowerBound))
                }
            case .shorthandUnwrap(let binding):
                if !LocalNames.isShadowed(property, at: binding) {
                    mentions += 1
                    addConditional(binding)
                }
            default:
                continue
            }
        }
        if Set(boundNames).count > 1 {
            blockers.append(Blocker(.contentUsesItem, "\(who) unwraps `\(property)` under several names (\(Set(boundNames).sorted().joined(separator: ", ")))"))
        }
    }

    /// True when the region unwraps the property at least once.
    var unwraps: Bool { !forced.isEmpty || !conditionals.isEmpty }

    /// The name the unwrapped value goes by: the `if let`/`guard let` name, else the property's.
    var valueName: String { boundNames.first ?? property }

    private mutating func addConditional(_ binding: Node) {
        let tree = binding.tree
        guard let conditional = binding.parent, conditional.kind == .ifExpr || conditional.kind == .guardStmt,
              let statementList = conditional.parent, statementList.isStatementList else {
            blockers.append(Blocker(.contentUsesItem, "\(who) unwraps `\(property)` at {} in a condition that cannot be rewritten", at: binding.range.lowerBound))
            return
        }
        let keyword = conditional.kind == .ifExpr ? "if" : "guard"
        let conditions = conditional.children.filter { $0.kind != .codeBlock }
        if conditions != [binding] {
            blockers.append(Blocker(.contentUsesItem, "`\(keyword)` at {} tests more than `\(property)`", at: conditional.range.lowerBound))
        } else if binding.keyToken.map({ tree.text($0) }) != "let" {
            blockers.append(Blocker(.contentUsesItem, "`\(keyword) var` at {} unwraps `\(property)` into a variable", at: conditional.range.lowerBound))
        } else if conditional.kind == .ifExpr, let elseToken = conditional.directToken(.else) {
            blockers.append(Blocker(.contentElse, "\(who) shows something else when `\(property)` is nil (the `else` at {})", at: Int(tree.tokens[elseToken].start)))
        } else if let name = binding.child(.pattern).flatMap(LocalNames.patternName) {
            conditionals.append((conditional, SelectionUnwraps.removal(of: conditional)))
            boundNames.append(name)
        } else {
            blockers.append(Blocker(.contentUsesItem, "\(who) unwraps `\(property)` at {} into a pattern", at: binding.range.lowerBound))
        }
    }

    /// The edits removing an unwrapping `guard`, or taking an `if let` apart; nil when a comment
    /// would be lost or the layout is too unusual to take apart line by line.
    private static func removal(of conditional: Node) -> [TextEdit]? {
        guard conditional.kind == .guardStmt else { return IfUnwrap.edits(conditional) }
        guard conditional.tree.comments(inside: conditional).isEmpty else { return nil }
        return conditional.tree.removal(ofStatement: conditional).map { [$0] }
    }

    /// Blockers for unwraps whose removal would lose a comment (or that are laid out too
    /// unusually to take apart line by line).
    var layoutBlockers: [Blocker] {
        conditionals.compactMap { conditional in
            let at = conditional.statement.range.lowerBound
            if conditional.statement.kind == .guardStmt {
                return conditional.statement.tree.comments(inside: conditional.statement).isEmpty ? nil
                    : Blocker(.commentWouldBeLost, "the `guard` at {} holds a comment that would be lost", at: at)
            }
            return conditional.removal == nil ? Blocker(.commentWouldBeLost, "the `if let` at {} cannot be taken apart without losing a comment", at: at) : nil
        }
    }

    /// Blockers when `name`, the parameter about to be introduced around the region, would
    /// capture a use of `name` that means something else today.
    func captureBlockers(of name: String, names: FileNames) -> [Blocker] {
        guard name != property else { return [] }
        return names.tokens(spelling: name).compactMap { token in
            guard region.tokenRange.contains(token), case .reference(let reference) = names.use(at: token), !reference.isQualified,
                  !LocalNames.isShadowed(name, at: names.owner(of: token), within: region) else { return nil }
            return Blocker(.contentUsesItem, "\(who) already uses the name `\(name)` at {}", at: reference.range.lowerBound)
        }
    }

    /// The edits that make the region use `value`, a non-optional name in scope, instead of
    /// unwrapping the property, and that write `self.x = ...` where `value` now hides the
    /// property; nil when an `if let` cannot be removed without losing a comment.
    func edits(using value: String) -> [TextEdit]? {
        var edits: [TextEdit] = []
        if value == property {
            for assignment in assignments where !assignment.reference.isQualified {
                edits.append(.insert("self.", at: assignment.reference.range.lowerBound))
            }
        }
        for reference in forced {
            guard let bang = reference.next else { continue }
            if !reference.isQualified && value == property {
                edits.append(.delete(bang.range))
            } else {
                edits.append(TextEdit(range: reference.range.lowerBound..<bang.range.upperBound, replacement: value))
            }
        }
        for conditional in conditionals {
            guard let removal = conditional.removal else { return nil }
            edits += removal
        }
        return edits
    }
}
