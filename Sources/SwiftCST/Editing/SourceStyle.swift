/// The file's conventions for inserted lines: its indentation unit and newline sequence.
public struct SourceStyle: Equatable, Sendable {
    /// One level of indentation: a tab, or 2, 3, 4... spaces.
    public var indentUnit: String
    /// "\n" or "\r\n" (or "\r"), as the file's first line break uses.
    public var newline: String

    public init(indentUnit: String = "    ", newline: String = "\n") {
        self.indentUnit = indentUnit
        self.newline = newline
    }

    /// Reads the style off a file: the first newline decides the newline style; the most common
    /// increase of indentation between consecutive indented lines decides the unit.
    public static func detect(_ bytes: [UInt8]) -> SourceStyle {
        var style = SourceStyle(newline: newline(of: bytes))
        var tabLines = 0
        var spaceLines = 0
        var stepCounts: [Int: Int] = [:]
        var previousSpaces = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var i = lineStart
            while i < bytes.count && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
            let isBlank = i >= bytes.count || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r")
            if !isBlank {
                if i > lineStart && bytes[lineStart] == UInt8(ascii: "\t") { tabLines += 1 }
                if i > lineStart && bytes[lineStart] == UInt8(ascii: " ") {
                    spaceLines += 1
                }
                let spaces = bytes[lineStart] == UInt8(ascii: "\t") ? 0 : i - lineStart
                if spaces > previousSpaces && spaces - previousSpaces <= 8 { stepCounts[spaces - previousSpaces, default: 0] += 1 }
                previousSpaces = spaces
            }
            while i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
            if i < bytes.count && bytes[i] == UInt8(ascii: "\r") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
            lineStart = i + 1
        }
        if tabLines > spaceLines {
            style.indentUnit = "\t"
        } else if let step = stepCounts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key, step >= 2 {
            style.indentUnit = String(repeating: " ", count: step)
        }
        return style
    }

    /// The newline sequence the file's first line break uses ("\n" when it has none).
    static func newline(of bytes: [UInt8]) -> String {
        guard let i = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }), bytes[i] == UInt8(ascii: "\r") else {
            return "\n"
        }
        return i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
    }
}

extension SyntaxTree {
    /// The file's indentation unit and newline style (read off the whole file: where only the
    /// newline is needed, `newline` is much cheaper).
    public var style: SourceStyle { SourceStyle.detect(bytes) }

    /// `style.newline`: the newline sequence of the file's first line break.
    public var newline: String { SourceStyle.newline(of: bytes) }

    /// The whitespace at the start of the line holding `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        let start = lineStart(containing: offset)
        var end = start
        while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
        return string(start..<end)
    }
}
