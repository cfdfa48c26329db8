import SwiftCST

/// Maps byte offsets of an edited file back to the file before the edits, so diagnostics
/// reported on an intermediate tree point at the file as the user wrote it.
struct OffsetMap {
    /// Edit batches in the order they were applied; each batch's ranges refer to the text before it.
    private(set) var batches: [[TextEdit]] = []

    mutating func record(_ edits: [TextEdit]) {
        batches.append(edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) })
    }

    var count: Int { batches.count }

    /// The original offset of `offset`, which refers to the text after the first `applied` batches.
    /// An offset inside replaced text maps to the start of what it replaced.
    func original(_ offset: Int, afterBatches applied: Int) -> Int { traced(offset, afterBatches: applied).original }

    /// `offset` (after the first `applied` batches) traced back to the text before them: its
    /// original offset, and whether some batch wrote the text there (text an edit moved, whose
    /// diagnostics were raised where it was).
    func traced(_ offset: Int, afterBatches applied: Int) -> (original: Int, insideReplacement: Bool) {
        var offset = offset
        var inside = false
        for batch in batches[0..<applied].reversed() {
            let before = Self.before(offset, batch)
            offset = before.offset
            inside = inside || before.inReplacement
        }
        return (offset, inside)
    }

    /// `offset` in the text before `edits`, and whether it lies in text one of them wrote.
    private static func before(_ offset: Int, _ edits: [TextEdit]) -> (offset: Int, inReplacement: Bool) {
        var delta = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + delta
            if offset < newStart { return (offset - delta, false) }
            if offset < newStart + edit.replacement.utf8.count { return (edit.range.lowerBound, true) }
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return (offset - delta, false)
    }
}
