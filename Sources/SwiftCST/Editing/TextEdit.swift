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

/// Two edits that touch the same bytes.
public struct OverlappingEditsError: Error, CustomStringConvertible {
    public let first: TextEdit
    public let second: TextEdit
    public var description: String { "overlapping edits: \(first) and \(second)" }
}

extension TextEdit {
    /// Applies `edits` to `bytes`. Edits are sorted by position (insertions at one offset keep
    /// their order); any two that overlap throw, so no edit is silently lost.
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

    /// `edits` sorted by position (insertions at one offset in their order); throws when two overlap.
    private static func inOrder(_ edits: [TextEdit]) throws -> [TextEdit] {
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset) < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.range.upperBound > b.range.lowerBound {
            throw OverlappingEditsError(first: a, second: b)
        }
        return sorted
    }
}
