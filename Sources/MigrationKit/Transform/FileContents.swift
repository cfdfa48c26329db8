/// A file's path and bytes, before parsing, for `Transform.mayRewrite`.
public struct FileContents {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// True when the bytes hold any of `words`, anywhere (comments and strings included).
    public func contains(anyOf words: [String]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in words.contains { ByteSearch.contains(Array($0.utf8), in: haystack) } }
    }

    /// True when the bytes hold `$name` for any of `names` (a property wrapper's projection).
    public func containsProjection(ofAnyOf names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            var next = 0
            while let i = ByteSearch.firstIndex(of: UInt8(ascii: "$"), in: haystack, from: next) {
                next = i + 1
                var end = i + 1
                while end < haystack.count, isIdentifierByte(haystack[end]) { end += 1 }
                if end > i + 1, names.contains(String(decoding: haystack[(i + 1)..<end], as: UTF8.self)) { return true }
            }
            return false
        }
    }

    private func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }
}
