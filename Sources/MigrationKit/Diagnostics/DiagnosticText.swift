/// The rule every diagnostic and note text keeps: one line, short, and complete. A text too
/// long for it (a very long name) is shortened only where that leaves whole phrases: quoted code
/// and long names are elided with "…" inside them, and whole trailing clauses are dropped (a
/// diagnostic gives them a note of their own); a word of the phrasing is never cut.
public enum DiagnosticText {
    /// The longest a message should be, in characters.
    public static let maximumLength = 200
    /// The longest a quoted piece of code (between backticks) or a name is kept in a text that
    /// must be shortened.
    static let elidedLength = 40

    /// True when `text` has no line break and at most `maximumLength` characters.
    public static func isOneShortLine(_ text: String) -> Bool {
        text.count <= maximumLength && !text.contains(where: \.isNewline)
    }

    /// `text` fitted to one short line (`shortened`), without the clauses dropped from it.
    public static func fitted(_ text: String) -> String { shortened(text).text }

    /// `text` as one line of at most `maximumLength` characters, and the clauses dropped to make
    /// it fit (nil when none were). Line breaks (with the spaces around them) become one space;
    /// a longer line has its code spans and names longer than `elidedLength` elided, then loses
    /// its trailing clauses from the last one that must go: after a `; `, else a `: `, else a
    /// `, ` outside parentheses and code, keeping more than one word. The last resort for names longer than a message was
    /// written for; messages are written to fit.
    public static func shortened(_ text: String) -> (text: String, dropped: String?) {
        let line = oneLine(text)
        guard line.count > maximumLength else { return (line, nil) }
        let elided = elidingLongNames(elidingLongCode(line))
        guard elided.count > maximumLength else { return (elided, nil) }
        let characters = Array(elided)
        for separator in ["; ", ": ", ", "] {
            // What is kept says something: more than a name.
            let fitting = clauseEnds(in: characters, at: Array(separator)).last { $0 <= maximumLength && characters[..<$0].contains(" ") }
            guard let end = fitting else { continue }
            return (String(characters[..<end]), String(characters[(end + separator.count)...]))
        }
        return (elided, nil)
    }

    /// The lines of `text` joined by single spaces, each without its surrounding spaces and tabs.
    private static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        let pieces = text.split(whereSeparator: \.isNewline).map { piece -> Substring in
            var trimmed = piece
            while let first = trimmed.first, first == " " || first == "\t" { trimmed = trimmed.dropFirst() }
            while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
            return trimmed
        }
        return pieces.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `line` with each code span (between backticks) longer than `elidedLength` shortened to it, ending in "…".
    private static func elidingLongCode(_ line: String) -> String {
        let spans = line.split(separator: "`", omittingEmptySubsequences: false)
        // Odd pieces are code; an unpaired last backtick leaves its tail as text.
        guard spans.count > 2 else { return line }
        return spans.enumerated().map { position, piece in
            position % 2 == 1 && position < spans.count - 1 ? elided(piece) : String(piece)
        }.joined(separator: "`")
    }

    /// `line` with each name (the letters, digits and `_` of a word outside code) longer than
    /// `elidedLength` shortened to it, ending in "…"; the punctuation around it stays.
    private static func elidingLongNames(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard !word.contains("`"), let first = word.firstIndex(where: isNameCharacter),
                  let last = word.lastIndex(where: isNameCharacter) else { return String(word) }
            return String(word[..<first]) + elided(word[first...last]) + String(word[word.index(after: last)...])
        }.joined(separator: " ")
    }

    private static func isNameCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    private static func elided(_ piece: Substring) -> String {
        piece.count > elidedLength ? String(piece.prefix(elidedLength - 1)) + "…" : String(piece)
    }

    /// Where clauses of `characters` end before `separator`: offsets outside code spans and
    /// brackets, in order.
    private static func clauseEnds(in characters: [Character], at separator: [Character]) -> [Int] {
        var ends: [Int] = []
        var depth = 0
        var inCode = false
        for (offset, character) in characters.enumerated() {
            if character == "`" {
                inCode.toggle()
            } else if inCode {
                continue
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth = max(0, depth - 1)
            } else if depth == 0, characters[offset...].starts(with: separator) {
                ends.append(offset)
            }
        }
        return ends
    }
}
