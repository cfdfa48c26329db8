/// A strict UTF-8 validator (no overlong forms, no surrogates, nothing above U+10FFFF),
/// with a fast path for ASCII.
enum UTF8Validation {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
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
                let lead = buffer[i]
                if lead < 0x80 {
                    i += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return i
                }
                guard i + length <= count else { return i }
                let second = buffer[i + 1]
                guard second >= low && second <= high else { return i }
                for k in 2..<max(length, 2) where buffer[i + k] & 0xC0 != 0x80 { return i }
                i += length
            }
            return nil
        }
    }
}
