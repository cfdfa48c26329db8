import Foundation

/// Reads the part of YAML that project specs (XcodeGen's `project.yml`) are written in: block
/// mappings and sequences by indentation (a sequence may sit at its key's indentation), flow
/// lists and mappings (`[iOS, macOS]`, `{ iOS: 16.0 }`, over several lines too), plain, single-
/// and double-quoted scalars, `#` comments, block scalars (`|`, `>`: read as one text), anchors
/// (`&name`) and aliases (`*name`), merge keys (`<<: *name`), and a leading `---`. Tags, complex
/// keys and several documents are not read; what it cannot read becomes an empty scalar, so a
/// spec is read as far as it goes.
struct YAMLSubset {
    private struct Line {
        var indent: Int
        var text: Substring
    }

    private var lines: [Line] = []
    private var position = 0
    private var anchors: [String: SpecValue] = [:]

    /// The document `text` holds.
    static func parse(_ text: String) -> SpecValue {
        var reader = YAMLSubset()
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let indent = raw.prefix { $0 == " " }.count
            let content = YAMLSubset.withoutComment(raw.dropFirst(indent))
            let trimmed = content.trimmingSuffix { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed == "---" || trimmed.hasPrefix("%") { continue }
            reader.lines.append(Line(indent: indent, text: trimmed))
        }
        guard let first = reader.lines.first else { return .mapping([]) }
        return reader.block(indent: first.indent)
    }

    // MARK: Blocks

    private mutating func block(indent: Int) -> SpecValue {
        YAMLSubset.isSequenceItem(lines[position].text) ? sequence(indent: indent) : mapping(indent: indent)
    }

    private mutating func mapping(indent: Int) -> SpecValue {
        var pairs: [(key: String, value: SpecValue)] = []
        while position < lines.count, lines[position].indent >= indent {
            let line = lines[position]
            // A continuation line this reader does not read (a plain scalar over several lines).
            if line.indent > indent {
                position += 1
                continue
            }
            if YAMLSubset.isSequenceItem(line.text) { break }
            position += 1
            guard let colon = YAMLSubset.keySeparator(in: line.text) else { continue }
            let key = YAMLSubset.unquoted(line.text[..<colon].trimmingSuffix { $0 == " " })
            let rest = line.text[line.text.index(after: colon)...].drop { $0 == " " }
            let value = self.value(of: rest, parentIndent: indent, inMapping: true)
            if key == "<<" {
                for merged in value.elements.flatMap({ $0.pairs }) + value.pairs where !pairs.contains(where: { $0.key == merged.key }) {
                    pairs.append(merged)
                }
            } else {
                pairs.append((key, value))
            }
        }
        return .mapping(pairs)
    }

    private mutating func sequence(indent: Int) -> SpecValue {
        var elements: [SpecValue] = []
        while position < lines.count, lines[position].indent >= indent {
            if lines[position].indent > indent {
                position += 1
                continue
            }
            guard YAMLSubset.isSequenceItem(lines[position].text) else { break }
            let text = lines[position].text.dropFirst()
            let content = text.drop { $0 == " " }
            if !content.isEmpty, !YAMLSubset.startsFlowOrQuote(content), YAMLSubset.keySeparator(in: content) != nil {
                // `- key: value`: a mapping whose keys line up with `key`.
                lines[position] = Line(indent: indent + 1 + (text.count - content.count), text: content)
                elements.append(mapping(indent: lines[position].indent))
                continue
            }
            position += 1
            elements.append(value(of: content, parentIndent: indent, inMapping: false))
        }
        return .list(elements)
    }

    /// The value after `key:` or `- ` (`rest`), reading the lines below it when it continues there.
    private mutating func value(of rest: Substring, parentIndent: Int, inMapping: Bool) -> SpecValue {
        var rest = rest
        var anchor: String? = nil
        if rest.hasPrefix("&") {
            let name = rest.dropFirst().prefix { $0 != " " }
            anchor = String(name)
            rest = rest.dropFirst(name.count + 1).drop { $0 == " " }
        }
        let value: SpecValue
        if rest.hasPrefix("*") {
            value = anchors[String(rest.dropFirst())] ?? .scalar("")
        } else if rest.isEmpty {
            value = nestedBlock(parentIndent: parentIndent, inMapping: inMapping)
        } else if rest.hasPrefix("|") || rest.hasPrefix(">") {
            value = blockScalar(parentIndent: parentIndent)
        } else if rest.hasPrefix("[") || rest.hasPrefix("{") {
            var text = String(rest)
            while !YAMLSubset.isBalanced(text), position < lines.count, lines[position].indent > parentIndent {
                text += " " + lines[position].text
                position += 1
            }
            var flow = FlowReader(text: Array(text.unicodeScalars))
            value = flow.value()
        } else {
            value = .scalar(YAMLSubset.unquoted(rest))
        }
        if let anchor = anchor { anchors[anchor] = value }
        return value
    }

    /// The block below a key with nothing after it: more indented, or a sequence at the key's own
    /// indentation; an empty scalar when neither follows.
    private mutating func nestedBlock(parentIndent: Int, inMapping: Bool) -> SpecValue {
        guard position < lines.count else { return .scalar("") }
        let next = lines[position]
        if next.indent > parentIndent { return block(indent: next.indent) }
        if inMapping, next.indent == parentIndent, YAMLSubset.isSequenceItem(next.text) { return sequence(indent: parentIndent) }
        return .scalar("")
    }

    /// `|` or `>`: the more indented lines below, joined (comments taken out, which no spec reads).
    private mutating func blockScalar(parentIndent: Int) -> SpecValue {
        var texts: [Substring] = []
        while position < lines.count, lines[position].indent > parentIndent {
            texts.append(lines[position].text)
            position += 1
        }
        return .scalar(texts.joined(separator: "\n"))
    }

    // MARK: Lines

    private static func isSequenceItem(_ text: Substring) -> Bool {
        text == "-" || text.hasPrefix("- ")
    }

    private static func startsFlowOrQuote(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        return first == "[" || first == "{" || first == "\"" || first == "'"
    }

    /// The first index of `text` outside quotes where `matches` holds, given the character and
    /// the depth of `[`/`{` brackets open before it.
    private static func firstIndex(in text: Substring, where matches: (Substring.Index, Character, Int) -> Bool) -> Substring.Index? {
        var quote: Character? = nil
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if matches(index, character, depth) { return index }
            switch character {
            case "\"", "'": quote = character
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return nil
    }

    /// The `:` that ends a key (followed by a space or the line's end), outside quotes and brackets.
    private static func keySeparator(in text: Substring) -> Substring.Index? {
        firstIndex(in: text) { index, character, depth in
            let next = text.index(after: index)
            return character == ":" && depth == 0 && (next == text.endIndex || text[next] == " ")
        }
    }

    /// `text` up to a `#` that starts a comment (at its start or after a space, outside quotes).
    private static func withoutComment(_ text: Substring) -> Substring {
        let comment = firstIndex(in: text) { index, character, _ in
            character == "#" && (index == text.startIndex || text[text.index(before: index)] == " " || text[text.index(before: index)] == "\t")
        }
        return comment.map { text[..<$0] } ?? text
    }

    /// True when every `[` and `{` outside quotes is closed.
    private static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        let text = Substring(text)
        _ = firstIndex(in: text) { _, character, open in
            depth = open + (character == "[" || character == "{" ? 1 : character == "]" || character == "}" ? -1 : 0)
            return false
        }
        return depth <= 0
    }

    /// A scalar's text: quotes taken off (`''` and the usual `\` escapes undone).
    static func unquoted<Text: StringProtocol>(_ text: Text) -> String {
        let trimmed = String(text).trimmingSuffix { $0 == " " }
        guard trimmed.count >= 2, let first = trimmed.first, first == trimmed.last, first == "\"" || first == "'" else { return String(trimmed) }
        let inner = trimmed.dropFirst().dropLast()
        if first == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
        var result = ""
        var escaped = false
        for character in inner {
            if escaped {
                result.append(["n": "\n", "t": "\t"][character] ?? character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// Reads a flow value: `[a, b]`, `{ key: value, ... }`, nested, with quoted or plain scalars.
private struct FlowReader {
    let text: [Unicode.Scalar]
    var position = 0

    mutating func value() -> SpecValue {
        skipSpaces()
        guard position < text.count else { return .scalar("") }
        switch text[position] {
        case "[":
            position += 1
            var elements: [SpecValue] = []
            while !closes("]") {
                elements.append(value())
                if !separates() { break }
            }
            return .list(elements)
        case "{":
            position += 1
            var pairs: [(key: String, value: SpecValue)] = []
            while !closes("}") {
                let key = scalar(stoppingAtColon: true)
                skipSpaces()
                if position < text.count, text[position] == ":" { position += 1 }
                pairs.append((key, value()))
                if !separates() { break }
            }
            return .mapping(pairs)
        default:
            return .scalar(scalar(stoppingAtColon: false))
        }
    }

    /// A plain or quoted scalar, up to `,`, `]`, `}` (and `: ` for a key).
    private mutating func scalar(stoppingAtColon: Bool) -> String {
        skipSpaces()
        let start = position
        if position < text.count, text[position] == "\"" || text[position] == "'" {
            let quote = text[position]
            position += 1
            while position < text.count, text[position] != quote {
                if text[position] == "\\" && quote == "\"" { position += 1 }
                position += 1
            }
            position = min(position + 1, text.count)
        } else {
            while position < text.count, !",]}".unicodeScalars.contains(text[position]) {
                if stoppingAtColon, text[position] == ":", position + 1 >= text.count || text[position + 1] == " " { break }
                position += 1
            }
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text[start..<position])
        return YAMLSubset.unquoted(String(scalars))
    }

    /// True (and past it) at `closing`, or at the end of the text.
    private mutating func closes(_ closing: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < text.count else { return true }
        if text[position] == closing {
            position += 1
            return true
        }
        return false
    }

    /// True (and past it) at a `,`.
    private mutating func separates() -> Bool {
        skipSpaces()
        guard position < text.count, text[position] == "," else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 }
    }
}

extension StringProtocol {
    /// The text without the trailing characters that match `predicate`.
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> SubSequence {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
