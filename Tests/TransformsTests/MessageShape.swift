import Foundation
import MigrationKit

/// What a complete diagnostic text is, for the tests: one line of at most
/// `DiagnosticText.maximumLength` characters that ends with a whole clause. Precisely: its
/// backticks pair up; outside code (between backticks) its parentheses, brackets and braces
/// balance; it does not end in `,`, `;` or `:`, nor with a word that needs another after it
/// (an article, a preposition, a conjunction, a possessive: `the`, `with`, `and`, `its`, …); and
/// outside code, "…" only ends a long name elided to fit (`DiagnosticText.shortened`) or stands
/// for code just inside a closing bracket (`Published<…>`, `sheet(isPresented: …)`).
enum MessageShape {
    /// Words a complete clause does not end with.
    static let danglingWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "into", "with", "without", "for", "by", "from", "on", "at", "through", "via", "and",
        "or", "but", "nor", "as", "than", "that", "which", "whose", "its", "their", "his", "her", "so", "if", "when", "where",
        "while", "because",
    ]
    /// The fewest letters an elided name keeps before its "…".
    static let elidedNameLength = 20

    /// What is wrong with `text`; empty when it is complete and short.
    static func problems(_ text: String) -> [String] {
        var problems: [String] = []
        if !DiagnosticText.isOneShortLine(text) { problems.append("longer than \(DiagnosticText.maximumLength) characters or not one line") }
        var depth = 0
        var inCode = false
        var nameRun = 0
        let characters = Array(text)
        for (offset, character) in characters.enumerated() {
            if character == "`" {
                inCode.toggle()
            } else if !inCode {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if depth < 0 { problems.append("a closing bracket without its opening one") }
                if character == "…" && nameRun < elidedNameLength && !(offset + 1 < characters.count && ")]}>".contains(characters[offset + 1])) { problems.append("\"…\" outside code, not after an elided name") }
            }
            nameRun = character.isLetter || character.isNumber || character == "_" ? nameRun + 1 : 0
        }
        if inCode { problems.append("an unpaired backtick") }
        if depth > 0 { problems.append("an unclosed bracket") }
        if let last = text.last, ",;:".contains(last) { problems.append("ends with \(last)") }
        if let word = text.split(separator: " ").last.map({ String($0.reversed().drop { ".,;:!?)".contains($0) }.reversed()) }),
           word.allSatisfy(\.isLetter), danglingWords.contains(word.lowercased()) {
            problems.append("ends with \"\(word)\", which needs a word after it")
        }
        return problems
    }
}
