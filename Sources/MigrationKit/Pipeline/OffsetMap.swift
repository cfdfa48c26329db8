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
    func original(_ offset: Int, afterBatches applied: Int) -> Int {
        var offset = offset
        for batch in batches[0..<applied].reversed() {
            offset = Self.before(offset, batch)
        }
        return offset
    }

    /// True when `offset` (after the first `applied` batches) is in text an edit wrote: text an
    /// edit moved there, whose diagnostics were already raised where it was.
    func isInsideReplacement(_ offset: Int, afterBatches applied: Int) -> Bool {
        var offset = offset
        for batch in batches[0..<applied].reversed() {
            var delta = 0
            for edit in batch {
                let newStart = edit.range.lowerBound + delta
                if offset < newStart { break }
                if offset < newStart + edit.replacement.utf8.count { return true }
                delta += edit.replacement.utf8.count - edit.range.count
            }
            offset = Self.before(offset, batch)
        }
        return false
    }

    private static func before(_ offset: Int, _ edits: [TextEdit]) -> Int {
        var delta = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + delta
            if offset < newStart { return offset - delta }
            if offset < newStart + edit.replacement.utf8.count { return edit.range.lowerBound }
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return offset - delta
    }
}
