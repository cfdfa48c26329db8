import SwiftCST

/// Every use of the flag (`isShowing`) in the file, sorted into what the conversion rewrites
/// (`isShowing = true` and `= false` statements, the modifier's `$isShowing`) and what blocks it
/// (reads, toggles, bindings passed down, other presentations sharing it).
struct FlagUses {
    private(set) var setsTrue: [Assignment] = []
    private(set) var setsFalse: [Assignment] = []
    private(set) var blockers: [Blocker] = []

    init(flag: String, modifier: PresentationModifier, scope: ViewScope, names: FileNames) {
        let places = names.places(namingProperty: flag, in: scope)
        blockers = places.outside
        for place in places.inside {
            switch place.use {
            case .declaration, .label, .member:
                continue
            case .unrecognized, .shorthandUnwrap:
                blockers.append(Blocker(.flagUsedElsewhere, "`\(flag)` is also read at {}", at: place.offset))
            case .reference(let reference):
                if modifier.presented.node.tokenRange.contains(place.token) { continue }
                if reference.spelling == .plain && !reference.isQualified && LocalNames.isShadowed(flag, at: place.owner) { continue }
                classify(reference, flag: flag, modifier: modifier)
            }
        }
    }

    private mutating func classify(_ reference: PropertyReference, flag: String, modifier: PresentationModifier) {
        let at = reference.range.lowerBound
        if let blocker = Blocker.indirectUse(of: flag, at: reference, excluding: modifier) {
            blockers.append(blocker)
        } else if let assignment = Assignment(reference) {
            switch assignment.literal {
            case "true": setsTrue.append(assignment)
            case "false": setsFalse.append(assignment)
            default: blockers.append(Blocker(.flagUsedElsewhere, "`\(flag)` is assigned a computed value at {}", at: at))
            }
        } else if let member = reference.next, member.kind == .memberSuffix, member.identifierName == "toggle" {
            blockers.append(Blocker(.flagToggled, "`\(flag)` is toggled at {}", at: at))
        } else if Assignment.isWritten(reference) {
            blockers.append(Blocker(.flagUsedElsewhere, "`\(flag)` is modified at {}", at: at))
        } else {
            blockers.append(Blocker(.flagUsedElsewhere, "`\(flag)` is also read at {}", at: at))
        }
    }
}

/// The nearest presentation modifier other than `modifier` whose arguments or closures hold
/// `node` (`.alert(isPresented: $flag)`, another `.sheet` unwrapping the same selection).
func otherPresentation(around node: Node, excluding modifier: PresentationModifier) -> CallSyntax? {
    guard !modifier.call.node.contains(node) else { return nil }
    var next = node.parent
    while let ancestor = next, ancestor.kind != .typeDecl {
        if let call = CallSyntax(ancestor), isPresentationCall(call) { return call }
        next = ancestor.parent
    }
    return nil
}
