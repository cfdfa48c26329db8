import SwiftCST

/// Every use of the selection (`selected`) in the file outside what the content unwraps,
/// judged for the flag form: it may be set together with `flag = true`, cleared together
/// with `flag = false` or in `onDismiss`, and nothing else. Any other read would see the
/// `nil` that `sheet(item:)` writes on dismissal; any other write could present, dismiss or
/// swap the sheet.
struct SelectionUses {
    private(set) var assignments: [Assignment] = []
    private(set) var blockers: [Blocker] = []

    /// `sheetCode` is the content and the helpers it calls; `dismissCode` is what `onDismiss` runs.
    init(selection: String, flag: String, flagUses: FlagUses, modifier: PresentationModifier, scope: ViewScope,
         names: FileNames, sheetCode: [Node], dismissCode: [Node]) {
        let places = names.places(namingProperty: selection, in: scope)
        blockers = places.outside
        for place in places.inside {
            let (token, owner, offset) = (place.token, place.owner, place.offset)
            let reference: PropertyReference
            switch place.use {
            case .reference(let found):
                reference = found
                if reference.spelling == .plain && !reference.isQualified && LocalNames.isShadowed(selection, at: owner) { continue }
            case .shorthandUnwrap(let binding):
                if LocalNames.isShadowed(selection, at: binding) { continue }
                blockers += readBlockers(selection, at: binding, offset: offset, modifier: modifier, sheetCode: sheetCode, dismissCode: dismissCode)
                continue
            case .unrecognized:
                blockers.append(Blocker(.flagUsedElsewhere, "`\(selection)` is also read at {}", at: offset))
                continue
            case .declaration, .label, .member:
                continue
            }
            let inSheet = sheetCode.contains { $0.tokenRange.contains(token) }
            let inDismiss = dismissCode.contains { $0.tokenRange.contains(token) }
            let at = reference.range.lowerBound
            if let blocker = Blocker.indirectUse(of: selection, at: reference, excluding: modifier) {
                blockers.append(blocker)
                continue
            }
            if let assignment = Assignment(reference) {
                assignments.append(assignment)
                let sameBlock = { (list: [Assignment]) in list.contains { $0.block == assignment.block } }
                if assignment.literal == "nil" {
                    if !inDismiss && !sameBlock(flagUses.setsFalse) && !sameBlock(flagUses.setsTrue) {
                        blockers.append(Blocker(.itemSetWithoutFlag, "`\(selection)` is set to nil at {} without `\(flag) = false`: `\(modifier.itemForm)` would dismiss the sheet there", at: at))
                    }
                } else if inSheet || inDismiss {
                    blockers.append(Blocker(.itemChangesWhileUp, "`\(selection)` changes at {} while the sheet is up", at: at))
                } else if !sameBlock(flagUses.setsTrue) {
                    blockers.append(Blocker(.itemSetWithoutFlag, "`\(selection)` is set at {} without `\(flag) = true`: `\(modifier.itemForm)` would present the sheet there", at: at))
                } else if SelectionUses.mayBeNil(assignment.value) {
                    blockers.append(Blocker(.itemMayBeNil, "the value given to `\(selection)` at {} may be nil, and `\(modifier.itemForm)` would then not present the sheet", at: at))
                }
            } else if Assignment.isWritten(reference) {
                blockers.append(Blocker(.flagUsedElsewhere, "`\(selection)` is modified at {}", at: at))
            } else {
                blockers += readBlockers(selection, at: reference.node, offset: at, modifier: modifier, sheetCode: sheetCode, dismissCode: dismissCode)
            }
        }
    }

    /// A read of the selection: fine in the sheet's code, a blocker anywhere else.
    private func readBlockers(_ selection: String, at node: Node, offset: Int, modifier: PresentationModifier,
                              sheetCode: [Node], dismissCode: [Node]) -> [Blocker] {
        if let other = otherPresentation(around: node, excluding: modifier) { return [Blocker.shared(selection, with: other, fallback: offset)] }
        if dismissCode.contains(where: { $0.contains(node) }) {
            return [Blocker(.itemReadAfterDismissal, "`onDismiss` reads `\(selection)` at {}, but `\(modifier.itemForm)` has set it to nil by then", at: offset)]
        }
        if sheetCode.contains(where: { $0.contains(node) }) { return [] }
        return [Blocker(.itemReadAfterDismissal, "`\(selection)` is also read at {}, and would see the nil `\(modifier.itemForm)` writes on dismissal", at: offset)]
    }

    /// True for values that are optional by their look: `nil`, optional chaining, `try?`,
    /// `as?`, and `first`, `last`, `randomElement()`, `min()`, `max()` at the end of a chain.
    static func mayBeNil(_ value: Node) -> Bool {
        let tree = value.tree
        if value.text == "nil" { return true }
        if value.tokenRange.contains(where: { tree.tokens[$0].kind == .postfixQuestion }) { return true }
        if value.tokenRange.contains(where: { tree.text($0) == "?" && tree.tokens[$0].kind != .infixOperator }) { return true }
        guard let chain = PostfixChainSyntax(value) else { return false }
        var suffixes = chain.suffixes
        if suffixes.last?.kind == .callSuffix { suffixes.removeLast() }
        guard let last = suffixes.last, last.kind == .memberSuffix, let name = last.identifierName else { return false }
        return ["first", "last", "randomElement", "min", "max", "popLast", "popFirst", "firstIndex", "lastIndex"].contains(name)
    }
}
