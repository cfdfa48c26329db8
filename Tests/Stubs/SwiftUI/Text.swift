// SwiftUI stub: Text and LocalizedStringKey.

/// A type that can be interpolated into a `LocalizedStringKey` with a printf-style specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

/// The key used to look up an entry in a strings file or strings dictionary file.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// Creates a localized string key from the given string value.
    public init(_ value: String) {}
    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) {}
    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    /// Represents the contents of a string literal with interpolations while it’s being
    /// built, for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        @_disfavoredOverload public mutating func appendInterpolation(_ attributedString: AttributedString) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {}
        public mutating func appendInterpolation(_ interval: DateInterval) {}
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { true }
}

/// A reference to a localized string resource.
public struct LocalizedStringResource: Hashable, ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.StringInterpolation) {}
}

/// A view that displays one or more lines of read-only text.
@frozen public struct Text: Equatable, Sendable {
    /// Creates a text view that displays a string literal without localization.
    nonisolated public init(verbatim content: String) {}
    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol {}
    /// Creates a text view that displays localized content identified by a key.
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// Creates a text view that displays styled attributed content.
    @_disfavoredOverload nonisolated public init(_ attributedContent: AttributedString) {}
    /// Creates a text view that displays a localized string resource.
    @_disfavoredOverload nonisolated public init(_ resource: LocalizedStringResource) {}
    /// Creates an instance that displays a formatted representation of a value.
    nonisolated public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
    nonisolated public init(_ image: Image) {}
    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    nonisolated public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {}
    /// Creates a text view that displays the formatted representation of a Foundation object.
    nonisolated public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {}
    /// Creates an instance that displays a localized date using a specified style.
    nonisolated public init(_ date: Date, style: Text.DateStyle) {}
    /// Creates an instance that displays a localized range between two dates.
    nonisolated public init(_ dates: ClosedRange<Date>) {}
    /// Creates an instance that displays a localized time interval.
    nonisolated public init(_ interval: DateInterval) {}

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }

    /// The type of truncation to apply to a line of text when it’s too long to fit.
    public enum TruncationMode: Hashable, Sendable {
        case head
        case tail
        case middle
    }

    /// Description of the style used to draw the line for `StrikethroughStyleAttribute` and `UnderlineStyleAttribute`.
    public struct LineStyle: Hashable, Sendable {
        public static let single = LineStyle()
    }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
    public static func == (a: Text, b: Text) -> Bool { true }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Text {
    @available(*, deprecated, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    /// Defines text scales.
    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale()
        public static let secondary = Scale()
    }
}

extension Text.LineStyle {
    /// The pattern, that the line has.
    public struct Pattern: Sendable {
        public static let solid = Pattern()
        public static let dot = Pattern()
        public static let dash = Pattern()
    }
}

extension Font {
    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        public static let compressed = Width()
        public static let condensed = Width()
        public static let standard = Width()
        public static let expanded = Width()
    }
}
