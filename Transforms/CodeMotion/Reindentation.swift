/// Moving code to another indentation: the code of an expression or statements, lifted out of
/// its place and written one or more levels deeper or shallower elsewhere.
enum Reindentation {
    /// `code` (whose first line is the text after its line's indentation) with every line moved
    /// from the indentation `old` to `new`; the first line gets `new`. A line that does not start
    /// with `old` stays as it is, and so does every line of code holding a multi-line string
    /// literal (but the first), so that the string's value cannot change.
    static func moved(_ code: String, from old: String, to new: String) -> String {
        let keepsLines = code.contains("\"\"\"")
        return lines(code).enumerated().map { index, line in
            if index == 0 { return new + line }
            guard !keepsLines, line.hasPrefix(old), line.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return line }
            return new + line.dropFirst(old.count)
        }.joined(separator: "\n")
    }

    /// The lines of `text`, split at LF bytes (a CR of CRLF stays at the end of its line; as
    /// characters, CRLF is one).
    static func lines(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
