/// A strict UTF-8 validator (no overlong forms, no surrogates, nothing above U+10FFFF): the
/// lexer's decoding, with a fast path for ASCII.
public enum UTF8Validation {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var i = 0
            while i < count {
                // Eight ASCII bytes at a time.
                if i + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        i += 8
                        continue
                    }
                }
                if buffer[i] < 0x80 {
                    i += 1
                    continue
                }
                guard let (_, length) = CharacterClass.decodeScalar(at: i, in: buffer) else { return i }
                i += length
            }
            return nil
        }
    }
}
