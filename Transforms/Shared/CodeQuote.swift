/// Code quoted in a one-line message: its line breaks, with the indentation after them, become
/// one space, and past `limit` characters it is cut with "…".
func oneLineQuote(_ code: String, limit: Int = 40) -> String {
    let line = code.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
    return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
}
