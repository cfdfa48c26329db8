import MigrationKit

/// A fast 64-bit hash of bytes, read eight at a time: each word is mixed in by xor, an odd
/// multiplier and an xor-shift, every step a bijection of the state, so two byte strings of
/// one length that differ in a single word always hash differently. Not cryptographic; for
/// telling texts apart (a file between the two phases), several times cheaper than
/// `Hasher`'s SipHash.
enum ByteHash {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(count)
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
            offset += 8
        }
        var last: UInt64 = 0
        while offset < count {
            last = last << 8 | UInt64(bytes[offset])
            offset += 1
        }
        return (hash ^ last) &* 0x9e37_79b9_7f4a_7c15
    }
}
