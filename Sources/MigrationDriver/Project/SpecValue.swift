import Foundation

/// A value of a project spec read from YAML (`YAMLSubset`) or JSON: a scalar (as its text), a
/// list, or a mapping that keeps its keys' order.
enum SpecValue: Equatable {
    case scalar(String)
    case list([SpecValue])
    case mapping([(key: String, value: SpecValue)])

    static func == (a: SpecValue, b: SpecValue) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.list(let x), .list(let y)): return x == y
        case (.mapping(let x), .mapping(let y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: return false
        }
    }

    /// The value of `key` in a mapping (the last, when a key repeats); nil otherwise.
    subscript(key: String) -> SpecValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    var pairs: [(key: String, value: SpecValue)] {
        if case .mapping(let pairs) = self { return pairs }
        return []
    }

    /// A list's elements; a scalar as a list of one (`platform: iOS` and `platform: [iOS, tvOS]`).
    var elements: [SpecValue] {
        switch self {
        case .list(let elements): return elements
        case .scalar: return [self]
        case .mapping: return []
        }
    }

    /// This mapping with `other`'s keys put over its own (nested mappings merged the same way).
    func merged(over other: SpecValue) -> SpecValue {
        guard case .mapping(var result) = other, case .mapping(let own) = self else { return self }
        for (key, value) in own {
            if let position = result.lastIndex(where: { $0.key == key }) {
                result[position].value = value.merged(over: result[position].value)
            } else {
                result.append((key, value))
            }
        }
        return .mapping(result)
    }

    /// A JSON document (`JSONSerialization`'s objects) as a spec value; numbers and booleans
    /// become their text, nulls empty scalars.
    static func json(_ text: String) -> SpecValue? {
        guard let data = text.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
        return value(ofJSON: object)
    }

    private static func value(ofJSON object: Any) -> SpecValue {
        switch object {
        case let dictionary as [String: Any]:
            return .mapping(dictionary.keys.sorted().map { ($0, value(ofJSON: dictionary[$0]!)) })
        case let array as [Any]:
            return .list(array.map(value(ofJSON:)))
        case let string as String:
            return .scalar(string)
        case let number as NSNumber:
            return .scalar(number.stringValue)
        default:
            return .scalar("")
        }
    }
}
