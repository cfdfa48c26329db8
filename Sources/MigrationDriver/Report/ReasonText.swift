import Foundation
import MigrationKit

/// Text operations on diagnostic messages, for grouping them by reason: the message's parts,
/// and a normal form without the names, positions and counts that differ from site to site.
enum ReasonText {
    /// `text` with code in backticks as "`…`", file positions and `line:column` as "…",
    /// `$name` as "$…", lists of such places folded into one "…", numbers as N, and white
    /// space (line breaks in quoted code included) collapsed.
    static func normalized(_ text: String) -> String {
        var result = replacingBacktickSpans(text)
        result = replacingFilePositions(result)
        for (pattern, replacement) in substitutions {
            result = pattern.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: replacement)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private static let substitutions: [(NSRegularExpression, String)] = [
        (#"\s+"#, " "),
        (#"\b\d+:\d+\b"#, "…"),
        (#"\$[A-Za-z_][A-Za-z0-9_]*"#, "\\$…"),
        (#"…(?:, …)*(?: and …)?(?: and \d+ more places?)?"#, "…"),
        (#"\b\d+\b"#, "N"),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    /// Every `…` span (which may hold line breaks) as "`…`"; an unclosed one runs to the end.
    static func replacingBacktickSpans(_ text: String) -> String {
        var out = ""
        var inside = false
        for character in text {
            if character == "`" {
                if !inside { out += "`…`" }
                inside.toggle()
            } else if !inside {
                out.append(character)
            }
        }
        return out
    }

    private static let filePosition = try! NSRegularExpression(pattern: #"\.swift:\d+:\d+"#)
    private static let placeStarts = [" at ", " from ", " in ", ", ", " and ", "("]

    /// Each `path.swift:line:column` as "…". A path may hold spaces, so it is taken to start
    /// after the nearest "at ", "from ", "in ", ", ", "and " or "(" before it.
    static func replacingFilePositions(_ text: String) -> String {
        var result = text
        while let match = filePosition.firstMatch(in: result, range: NSRange(result.startIndex..., in: result)),
              let end = Range(match.range, in: result)?.upperBound {
            let before = result[..<Range(match.range, in: result)!.lowerBound]
            let start = placeStarts.compactMap { before.range(of: $0, options: .backwards)?.upperBound }.max() ?? result.startIndex
            result.replaceSubrange(start..<end, with: "…")
        }
        return result
    }

    private static let assumeOption = try! NSRegularExpression(pattern: #"--assume-(?:observable|identifiable) `?[A-Za-z_][A-Za-z0-9_.]*"#)

    /// The `--assume-observable TYPE` / `--assume-identifiable TYPE` options `message` suggests.
    static func suggestedOptions(_ message: String) -> [String] {
        assumeOption.matches(in: message, range: NSRange(message.startIndex..., in: message)).compactMap {
            Range($0.range, in: message).map { message[$0].replacingOccurrences(of: "`", with: "") }
        }
    }

    /// The offsets of `phrase` in `text` outside backtick spans, first one only.
    static func firstTopLevel(_ phrase: String, in text: String) -> Range<String.Index>? {
        var searchStart = text.startIndex
        while let found = text.range(of: phrase, range: searchStart..<text.endIndex) {
            let ticks = text[..<found.lowerBound].filter { $0 == "`" }.count
            if ticks % 2 == 0 { return found }
            searchStart = found.upperBound
        }
        return nil
    }

    /// `text` split at "; " outside parentheses, brackets and backticks: the reasons a message lists.
    static func clauses(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inTicks = false
        var previous: Character = " "
        for character in text {
            switch character {
            case "`": inTicks.toggle()
            case "(", "[", "{": if !inTicks { depth += 1 }
            case ")", "]", "}": if !inTicks { depth = max(0, depth - 1) }
            default: break
            }
            if character == " " && previous == ";" && depth == 0 && !inTicks {
                parts.append(String(current.dropLast()))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
