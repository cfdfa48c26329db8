import Foundation

/// Substring search over raw bytes for the pre-parse filters, which run on every file: the C
/// library's vectorised `memchr` finds the candidates for one byte of the needle (an uppercase
/// letter or punctuation when it has one, rarer in source code than lowercase letters), and
/// `memcmp` checks each.
enum ByteSearch {
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
