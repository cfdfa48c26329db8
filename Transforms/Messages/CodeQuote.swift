/// Code quoted in a one-line message: its line breaks, with the indentation around them,
/// become one space (none just inside brackets), and past `limit` characters it is cut with "…".
func oneLineQuote(_ code: String, limit: Int = 40) -> String {
    var line = ""
    for piece in code.split(whereSeparator: \.isNewline) {
        let text = piece.drop { $0 == " " || $0 == "\t" }
        guard !text.isEmpty else { continue }
        if let last = line.last, !"([{".contains(last), let first = text.first, !")]}".contains(first) { line += " " }
        line += text
    }
    return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
}
