/// Code quoted in a one-line message: its line breaks, with the indentation around them,
/// become one space (none just inside brackets), and past `limit` characters it is cut with "…"
/// (and a backtick the cut leaves open is closed after it).
func oneLineQuote(_ code: String, limit: Int = 40) -> String {
    var line = ""
    for piece in code.split(whereSeparator: \.isNewline) {
        let text = piece.drop { $0 == " " || $0 == "\t" }
        guard !text.isEmpty else { continue }
        if let last = line.last, !"([{".contains(last), let first = text.first, !")]}".contains(first) { line += " " }
        line += text
    }
    guard line.count > limit else { return line }
    let cut = line.prefix(limit - 1)
    return String(cut) + "…" + (cut.filter { $0 == "`" }.count % 2 == 1 ? "`" : "")
}
