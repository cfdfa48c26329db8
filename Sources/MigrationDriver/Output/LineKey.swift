import MigrationKit

/// A cheap summary of a line, for telling lines apart: its length and its first, middle and
/// last eight bytes, mixed into 64 bits. Equal lines have equal keys, and unequal lines nearly
/// always differ in those bytes, so comparing keys settles most comparisons of unequal lines
/// without reading them, for a few instructions a line where hashing every byte takes dozens.
enum LineKey {
    /// The key of the line `buffer[range]`.
    @inline(__always)
    static func of(_ buffer: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt64 {
        let length = range.count
        var key = UInt64(length) &* 0x9e37_79b9_7f4a_7c15
        if length >= 8 {
            key = mix(key, word(buffer, at: range.lowerBound))
            key = mix(key, word(buffer, at: range.lowerBound + (length - 8) / 2))
            key = mix(key, word(buffer, at: range.upperBound - 8))
        } else if range.upperBound >= 8 {
            // The line's bytes, as the top of the eight bytes that end with it.
            key = mix(key, word(buffer, at: range.upperBound - 8) >> UInt64(64 - 8 * length))
        } else {
            // The same number, byte by byte: the buffer holds no eight bytes before the end.
            var bytes: UInt64 = 0
            for offset in range { bytes |= UInt64(buffer[offset]) << UInt64(8 * (offset - range.lowerBound)) }
            key = mix(key, bytes)
        }
        return key
    }

    /// The eight bytes at `offset` as a little-endian number.
    @inline(__always)
    private static func word(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func mix(_ key: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (key ^ word) &* 0x9e37_79b9_7f4a_7c15
        return mixed ^ mixed >> 29
    }
}
