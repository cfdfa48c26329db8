import Foundation

/// Substring search over raw bytes for the pre-parse filters, which run on every file: the C
/// library's vectorised `memchr` finds the candidates for one byte of the needle (its rarest in
/// source code, `rarity`), and `memcmp` checks each.
public enum ByteSearch {
    /// `text.contains(word)` (Foundation's search), as a byte search when both are ASCII: ASCII
    /// texts are canonically equivalent only when equal, so the answer is the same. Both strings'
    /// UTF-8 is checked and searched where it lies (no array, no copy of a native string).
    public static func text(_ text: String, contains word: String) -> Bool {
        guard !word.isEmpty else { return text.contains(word) }
        var text = text, word = word
        let found: Bool? = text.withUTF8 { haystack in
            word.withUTF8 { needle in isASCII(haystack) && isASCII(needle) ? contains(needle, in: haystack) : nil }
        }
        return found ?? text.contains(word)
    }

    /// `contains(_:in:)` for a needle in an array.
    public static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUnsafeBufferPointer { contains($0, in: haystack) }
    }

    /// True when `needle` occurs in `haystack` (an empty needle occurs everywhere).
    public static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needleBase = needle.baseAddress, !needle.isEmpty else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        let anchor = needle.indices.min { rarity(needle[$0]) < rarity(needle[$1]) } ?? 0
        let last = haystack.count - needle.count   // the last possible start
        var from = anchor
        while let found = firstIndex(of: needle[anchor], in: haystack, from: from) {
            let start = found - anchor
            if start > last { return false }
            if memcmp(base + start, needleBase, needle.count) == 0 { return true }
            from = found + 1
        }
        return false
    }

    /// The index of the first `byte` at or after `start`, or nil.
    public static func firstIndex(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, start < haystack.count,
              let found = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// How common `byte` is in Swift source, roughly: 0 for the rarest (uppercase letters, a few
    /// punctuation marks, the rarest lowercase letters), 1 for the less common lowercase letters
    /// and `(`, 2 for the rest (the commonest lowercase letters, spaces, dots).
    private static func rarity(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "$"), UInt8(ascii: "@"),
             UInt8(ascii: "k"), UInt8(ascii: "j"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"):
            return 0
        case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "w"),
             UInt8(ascii: "y"), UInt8(ascii: "("):
            return 1
        default:
            return 2
        }
    }
}
