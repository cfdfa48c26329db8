/// A set of names that a token's bytes are looked up in without building a string: ASCII texts
/// equal only the names with the same bytes; other texts may be canonically equivalent to a
/// name, so they are compared as strings.
struct TokenNames {
    private let names: Set<String>
    /// The names as bytes, by first byte.
    private let namesByFirstByte: [[[UInt8]]]
    /// For each first byte, a bit per length (below 32) of the names starting with it.
    private let lengthsByFirstByte: [UInt32]

    init(_ names: Set<String>) {
        var byFirstByte = [[[UInt8]]](repeating: [], count: 256)
        var lengths = [UInt32](repeating: 0, count: 256)
        for name in names {
            guard let first = name.utf8.first else { continue }
            byFirstByte[Int(first)].append(Array(name.utf8))
            if name.utf8.count < 32 { lengths[Int(first)] |= 1 << UInt32(name.utf8.count) }
        }
        self.names = names
        namesByFirstByte = byFirstByte
        lengthsByFirstByte = lengths
    }

    /// True when `text` (a token's bytes) is one of the names.
    func contains(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first else { return names.contains("") }
        if first < 0x80, text.count >= 32 || lengthsByFirstByte[Int(first)] & (1 << UInt32(text.count)) != 0 {
            for name in namesByFirstByte[Int(first)] where name.count == text.count && Self.equal(name, text) { return true }
        }
        for byte in text where byte >= 0x80 { return names.contains(String(decoding: text, as: UTF8.self)) }
        return false
    }

    private static func equal(_ name: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 0..<name.count where name[offset] != text[offset] { return false }
        return true
    }
}
