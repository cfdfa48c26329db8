/// A replacement of a byte range of a file (an insertion when the range is empty).
public struct TextEdit: Equatable, Sendable, CustomStringConvertible {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit { TextEdit(range: offset..<offset, replacement: text) }
    public static func delete(_ range: Range<Int>) -> TextEdit { TextEdit(range: range, replacement: "") }

    public var description: String { "\(range.lowerBound)..<\(range.upperBound) -> \(replacement.debugDescription)" }
}

extension TextEdit {
    /// How two edits meet: the one rule for "do these edits conflict". Each caller names the
    /// closest contact it cannot accept:
    /// - `apply` (and so every transform's own edits) refuses `.overlapping`;
    /// - a conversion whose edits land where another one's start (sheet-item) refuses
    ///   `.sameStart` and closer, since the order they are applied in would decide the text;
    /// - the pipeline's batch of several transforms' edits (and `RangeLookup.touches`) refuses
    ///   `.adjacent` and closer: a transform may have read the text next to its edit.
    ///
    /// The cases are ordered from farthest apart to closest, so callers compare them (`>=`).
    public enum Contact: Int, Comparable, Sendable {
        /// Bytes lie between them.
        case apart
        /// One ends where the other starts (an insertion at the end of an edit included).
        case adjacent
        /// They start at one offset and one of them is an insertion: two insertions at one
        /// place, or an insertion at the start of an edit. `apply` puts them in the order given.
        case sameStart
        /// They share a byte, or one inserts strictly inside the other's range.
        case overlapping

        public static func < (a: Contact, b: Contact) -> Bool { a.rawValue < b.rawValue }
    }

    /// How the edits of the byte ranges `a` and `b` meet (an empty range is an insertion).
    public static func contact(_ a: Range<Int>, _ b: Range<Int>) -> Contact {
        if a.lowerBound < b.upperBound && b.lowerBound < a.upperBound { return .overlapping }
        if a.lowerBound == b.lowerBound && (a.isEmpty || b.isEmpty) { return .sameStart }
        if a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound { return .adjacent }
        return .apart
    }

    /// How this edit and `other` meet.
    public func contact(with other: TextEdit) -> Contact { TextEdit.contact(range, other.range) }
}

/// Two edits that touch the same bytes. Its description names where, never the edits' text
/// (a replacement may be a whole declaration).
public struct OverlappingEditsError: Error, CustomStringConvertible {
    public let first: TextEdit
    public let second: TextEdit
    /// Where the two meet: the start of the later one, inside the earlier one's range.
    public var offset: Int { max(first.range.lowerBound, second.range.lowerBound) }
    public var description: String { "overlapping edits at byte \(offset)" }
}

extension TextEdit {
    /// Applies `edits` to `bytes`. Edits are sorted by position (insertions at one offset keep
    /// their order); any two `.overlapping` ones throw, so no edit is silently lost.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws -> [UInt8] {
        applySorted(try inOrder(edits), to: bytes)
    }

    /// `apply` for edits already in order and apart (`inOrder`'s answer).
    private static func applySorted(_ sorted: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in sorted {
            precondition(edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.count, "edit out of bounds")
            out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            out.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }

    /// True when applying `edits` to `bytes` would change them; throws as `apply` does. Edits
    /// that change the length do so for certain; when each keeps its own length, each is compared
    /// with the bytes it replaces; only otherwise is the result built and compared.
    public static func wouldChange(_ bytes: [UInt8], with edits: [TextEdit]) throws -> Bool {
        let sorted = try inOrder(edits)
        if let first = sorted.first, let last = sorted.last {
            precondition(first.range.lowerBound >= 0 && last.range.upperBound <= bytes.count, "edit out of bounds")
        }
        let growth = sorted.reduce(0) { $0 + $1.replacement.utf8.count - $1.range.count }
        if growth != 0 { return true }
        // Apart and in place, such edits change the file exactly where one changes its own bytes.
        if sorted.allSatisfy({ $0.replacement.utf8.count == $0.range.count }) {
            return sorted.contains { !$0.replacement.utf8.elementsEqual(bytes[$0.range]) }
        }
        return applySorted(sorted, to: bytes) != bytes
    }

    /// `edits` sorted by position (insertions at one offset in their order); throws when two are
    /// `.overlapping`. Sorted so, the first of any two that overlap also overlaps the edit right
    /// after it, so neighbours alone are compared.
    private static func inOrder(_ edits: [TextEdit]) throws -> [TextEdit] {
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset) < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.contact(with: b) == .overlapping {
            throw OverlappingEditsError(first: a, second: b)
        }
        return sorted
    }

    /// `deletions` with those that touch or overlap joined into one, sorted: removals tidied one
    /// by one (each taking a blank line beside it) may reach into each other.
    public static func joiningDeletions(_ deletions: [TextEdit]) -> [TextEdit] {
        var joined: [TextEdit] = []
        for deletion in deletions.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if let last = joined.last, last.range.upperBound >= deletion.range.lowerBound {
                joined[joined.count - 1] = .delete(last.range.lowerBound..<max(last.range.upperBound, deletion.range.upperBound))
            } else {
                joined.append(deletion)
            }
        }
        return joined
    }
}
