import Foundation
import SwiftCST

/// Reading types as written (compact text: `[String: Item]?`, `App.Model<Int>`), enough to
/// follow a receiver from a declaration to the type it names.
enum TypeText {
    /// The compact text of a type node, or nil for types no receiver can be followed through
    /// (`some P`, `any P`, function types).
    static func of(_ type: Node?) -> String? {
        guard let type = type, type.kind == .type, let first = type.firstToken else { return nil }
        let keyword = type.tree.tokens[first].keyword
        if keyword == .some || keyword == .any { return nil }
        if type.tokenRange.contains(where: { type.tree.tokens[$0].kind == .arrow }) { return nil }
        return type.compactText
    }

    /// `M` for `M`, `M?`, `M!`, `App.M`, `M<Int>`; nil for arrays, dictionaries and tuples.
    static func baseName(_ text: String) -> String? {
        if case .some(let answer) = asciiBaseName(text) { return answer }
        var text = Substring(stripOptional(text))
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        guard let last = text.split(separator: ".").last, let first = last.first, first.isLetter || first == "_",
              last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(last)
    }

    /// The named type as written, without generic arguments or optionality, to look up where
    /// it was written: `App.M` for `App.M<Int>?`, `Outer.Inner` for `Outer<T>.Inner`; nil for
    /// arrays, dictionaries and tuples. The text itself when it is a plain path (most are).
    static func namePath(_ text: String) -> String? {
        guard baseName(text) != nil else { return nil }
        let stripped = stripOptional(text)
        guard stripped.utf8.contains(UInt8(ascii: "<")) else { return stripped }
        var path = ""
        var depth = 0
        for character in stripped {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            default: if depth == 0 { path.append(character) }
            }
        }
        return path
    }

    /// `baseName` read from the bytes, for ASCII text without CR (where each byte is a
    /// character): `.none` for other text, else the answer.
    private static func asciiBaseName(_ text: String) -> String?? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return .none }
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            if let angle = bytes[..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
            // The last non-empty component between periods.
            while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            let last = bytes[start..<end]
            guard let first = last.first, isLetter(first) || first == UInt8(ascii: "_"),
                  last.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }) else {
                return .some(nil)
            }
            return .some(String(decoding: last, as: UTF8.self))
        } ?? .none
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    /// The result type of a function type (`M` for `() -> M` or `(Int)->M`); nil for other
    /// types and for results that are function types themselves.
    static func functionResult(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: "-") where depth == 0 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                let result = String(decoding: bytes[(index + 2)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                return result.isEmpty || result.contains("->") ? nil : result
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The element type of an array (`[M]` gives `M`) or the value type of a dictionary
    /// (`[K: M]` gives `M`), optional or not: what a subscript gives; nil for other types.
    static func element(_ text: String) -> String? {
        guard let (inner, colon) = bracketed(stripOptional(text)) else { return nil }
        return String(colon.map { inner[inner.index(after: $0)...] } ?? inner)
    }

    /// The element type of an array or a set (`[M]`, `Array<M>`, `Set<M>`): what iterating it
    /// gives; nil for other types (a dictionary's elements are pairs, an optional's `map`
    /// gives the whole value).
    static func sequenceElement(_ text: String) -> String? {
        guard text.utf8.last != UInt8(ascii: "?") && text.utf8.last != UInt8(ascii: "!") else { return nil }
        if let (inner, colon) = bracketed(text) { return colon == nil ? String(inner) : nil }
        guard let angle = text.firstIndex(of: "<"), text.hasSuffix(">"),
              ["Array", "Set", "ArraySlice", "ContiguousArray"].contains(text[..<angle]) else { return nil }
        let argument = text[text.index(after: angle)..<text.index(before: text.endIndex)]
        return argument.contains(",") ? nil : String(argument)
    }

    /// `A` in `Base<A>` or `Base<A, B>` when the type's name is one of `bases`; nil for other
    /// types and for a type without arguments.
    static func firstTypeArgument(_ text: String, ofAnyOf bases: Set<String>) -> String? {
        guard let angle = text.firstIndex(of: "<"), text.hasSuffix(">"),
              let base = text[..<angle].split(separator: ".").last, bases.contains(String(base)) else { return nil }
        return topLevelElements(text[text.index(after: angle)..<text.index(before: text.endIndex)])?.first.map(String.init)
    }

    /// The names in a type's text (`Wrapped` and `Int` in `[Wrapped: Int]?`).
    static func identifiers(in text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The type of the element labelled `label` of a tuple type (`(name:String,store:Store)`);
    /// nil for other types, or when no element has that label.
    static func tupleElement(_ text: String, label: String) -> String? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        // `(A) -> (B)`: the first parenthesis closes before the end, not a tuple.
        guard let elements = topLevelElements(text.dropFirst().dropLast()) else { return nil }
        for element in elements {
            guard let colon = element.firstIndex(of: ":"),
                  element[..<colon].trimmingCharacters(in: .whitespaces) == label else { continue }
            return element[element.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// `inner` (the text between a type's brackets) cut at its top-level commas; nil when a
    /// bracket closes that did not open in it.
    private static func topLevelElements(_ inner: Substring) -> [Substring]? {
        var depth = 0
        var start = inner.startIndex
        var elements: [Substring] = []
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")":
                depth -= 1
                if depth < 0 { return nil }
            case "," where depth == 0:
                elements.append(inner[start..<index])
                start = inner.index(after: index)
            default: break
            }
        }
        return elements + [inner[start...]]
    }

    /// The text inside `[…]`, and the position of its top-level colon (a dictionary's).
    private static func bracketed(_ text: String) -> (Substring, Substring.Index?)? {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return (inner, index)
            default: break
            }
        }
        return (inner, nil)
    }

    private static func stripOptional(_ text: String) -> String {
        guard let last = text.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") else { return text }
        var text = Substring(text)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }
}
