import SwiftCST

/// What the transform does with one presentation modifier.
enum SheetDecision {
    /// The content does not depend on an optional selection: `isPresented:` is the right API.
    case leave
    /// Rewrite it with these edits (already checked not to overlap).
    case convert([TextEdit])
    /// It looks like a selection-driven sheet but is not safe to convert.
    case refuse(headline: String, blockers: [Blocker])
}

/// Sorts edits and drops deletions that lie inside a larger deletion (an indentation fix on a
/// line that is removed anyway); nil when two of the others are `.sameStart` or closer
/// (`TextEdit.contact`): they overlap, or the order they are applied in would decide the text.
func mergedEdits(_ edits: [TextEdit]) -> [TextEdit]? {
    let sorted = edits.sorted { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
    var result: [TextEdit] = []
    for edit in sorted {
        if let last = result.last {
            let isInside = last.range.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= last.range.upperBound
            if isInside && last.replacement.isEmpty && edit.replacement.isEmpty && !edit.range.isEmpty { continue }
            if last.contact(with: edit) >= .sameStart { return nil }
        }
        result.append(edit)
    }
    return result
}
