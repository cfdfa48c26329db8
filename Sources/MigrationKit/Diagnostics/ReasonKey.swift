/// The stable, kebab-case key of a kind of diagnostic (`publisher-used`, `public-or-open`):
/// what JSON's `reason`, SARIF's rule ids, `report` and `bulk` group by. Unique within the
/// transform that declares it; never derived from a message's text.
public struct ReasonKey: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        assert(ReasonKey.isKebabCase(rawValue), "a reason key is kebab-case: \(rawValue)")
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public var description: String { rawValue }

    public static func < (a: ReasonKey, b: ReasonKey) -> Bool { a.rawValue < b.rawValue }

    /// Lowercase ASCII letters and digits in words joined by single hyphens.
    public static func isKebabCase(_ text: String) -> Bool {
        let words = text.split(separator: "-", omittingEmptySubsequences: false)
        return !text.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
    }
}
