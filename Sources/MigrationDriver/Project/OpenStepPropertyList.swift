import MigrationKit

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, and strings, quoted or not.
enum OpenStepPropertyList: Equatable {
    case string(String)
    case array([OpenStepPropertyList])
    case dictionary([String: OpenStepPropertyList])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [OpenStepPropertyList]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var dictionary: [String: OpenStepPropertyList]? {
        if case .dictionary(let values) = self { return values }
        return nil
    }

    subscript(key: String) -> OpenStepPropertyList? { dictionary?[key] }

    /// The strings of an array value (`files = ( A1, B2 );`), others left out.
    var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// Parses `text`; nil when it is not a well-formed property list of this kind.
    static func parse(_ text: String) -> OpenStepPropertyList? {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value() else { return nil }
        parser.skipSpaceAndComments()
        return parser.position == parser.bytes.count ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func value() -> OpenStepPropertyList? {
            skipSpaceAndComments()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return quoted().map(OpenStepPropertyList.string)
            default: return bare().map(OpenStepPropertyList.string)
            }
        }

        private mutating func dictionary() -> OpenStepPropertyList? {
            position += 1
            var entries: [String: OpenStepPropertyList] = [:]
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(entries)
                }
                guard case .string(let key)? = value(), expect(UInt8(ascii: "=")), let entry = value(),
                      expect(UInt8(ascii: ";")) else { return nil }
                entries[key] = entry
            }
        }

        private mutating func array() -> OpenStepPropertyList? {
            position += 1
            var values: [OpenStepPropertyList] = []
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(values)
                }
                guard let element = value() else { return nil }
                values.append(element)
                skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        }

        /// `"text"` with `\"`, `\\`, `\n`, `\t` escapes.
        private mutating func quoted() -> String? {
            let quote = bytes[position]
            position += 1
            var text: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == quote { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\"), position < bytes.count else {
                    text.append(byte)
                    continue
                }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                default: text.append(escaped)
                }
            }
            return nil
        }

        /// An unquoted word: letters, digits and `_$+/:.-`.
        private mutating func bare() -> String? {
            let start = position
            while position < bytes.count, Parser.isBare(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"):
                return true
            default:
                return byte >= 0x80
            }
        }

        private mutating func expect(_ byte: UInt8) -> Bool {
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Spaces, newlines, `/* … */` and `// …` comments.
        mutating func skipSpaceAndComments() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                    position = min(position + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else {
                    return
                }
            }
        }
    }
}
