import Foundation

/// Substring search over raw bytes for the pre-parse filters, which run on every file: the C
/// library's vectorised `memchr` finds the candidates for one byte of the needle (an uppercase
/// letter or punctuation when it has one, rarer in source code than lowercase letters), and
/// `memcmp` checks each.
public enum ByteSearch {
    /// `text.contains(word)` (Foundation's search), as a byte search when both are ASCII: ASCII
    /// texts are canonically equivalent only when equal, so the answer is the same.
    public static func text(_ text: String, contains word: String) -> Bool {
        guard !word.isEmpty, text.utf8.allSatisfy({ $0 < 0x80 }), word.utf8.allSatisfy({ $0 < 0x80 }) else { return text.contains(word) }
        var text = text
        return text.withUTF8 { contains(Array(word.utf8), in: $0) }
    }

    /// True when `needle` occurs in `haystack` (an empty needle occurs everywhere).
    static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        let anchor = needle.firstIndex { isRare($0) } ?? 0
        let last = haystack.count - needle.count   // the last possible start
        return needle.withUnsafeBufferPointer { needle in
            var from = anchor
            while let found = firstIndex(of: needle[anchor], in: haystack, from: from) {
                let start = found - anchor
                if start > last { return false }
                if memcmp(base + start, needle.baseAddress!, needle.count) == 0 { return true }
                from = found + 1
            }
            return false
        }
    }

    /// The index of the first `byte` at or after `start`, or nil.
    static func firstIndex(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, start < haystack.count,
              let found = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func isRare(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
    }
}
