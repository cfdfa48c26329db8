import MigrationKit

/// A unified diff of one file in the form `git diff` prints and `git apply` / `patch -p1`
/// accept: `diff --git a/PATH b/PATH` headers, hunks with 3 lines of context,
/// `\ No newline at end of file` markers. Lines keep their exact bytes (CRLF stays CRLF).
public enum UnifiedDiff {
    public static let contextLines = 3

    /// The diff turning `old` into `new` for the file at `path` (relative to where the patch
    /// applies); empty when they are equal.
    public static func make(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let oldLines = Lines(old), newLines = Lines(new)
        let script = LineDiff.edits(from: oldLines, to: newLines)
        let hunks = hunks(script)
        let quoted = needsQuoting(path)
        let a = Array(quote("a/" + path, when: quoted).utf8), b = Array(quote("b/" + path, when: quoted).utf8)
        // Like git, end a name holding a space with a tab, so `patch` reads all of it.
        let end: StaticString = contains(path) { $0 == UInt8(ascii: " ") } ? "\t" : ""
        // Room for the header; for each hunk, its @@ line, two end-of-file notes and every line
        // it covers on either side, with its marker.
        var capacity = 23 + 2 * (a.count + b.count + 1)
        for hunk in hunks {
            capacity += 150 + hunk.edits.count + oldLines.byteCount(of: hunk.old) + newLines.byteCount(of: hunk.new)
        }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var out = ByteWriter(buffer)
            out.write("diff --git "); out.write(a); out.write(" "); out.write(b)
            out.write("\n--- "); out.write(a); out.write(end)
            out.write("\n+++ "); out.write(b); out.write(end); out.write("\n")
            for hunk in hunks { write(hunk, of: script, old: oldLines, new: newLines, to: &out) }
            return out.count
        }
    }

    /// Part of an edit script: changes with their context, and the lines of each side it covers.
    struct Hunk {
        let edits: Range<Int>
        let old: Range<Int>, new: Range<Int>
    }

    /// The hunks of the edit script: changes with their context, merged when the context of
    /// one reaches the next.
    static func hunks(_ script: [LineEdit]) -> [Hunk] {
        var hunks: [Hunk] = []
        var done = (edits: 0, old: 0, new: 0)  // up to the end of the last hunk
        func close(_ edits: Range<Int>) {
            // Only kept lines lie between hunks.
            let oldStart = done.old + edits.lowerBound - done.edits, newStart = done.new + edits.lowerBound - done.edits
            var oldEnd = oldStart, newEnd = newStart
            for edit in script[edits] {
                if edit != .insert { oldEnd += 1 }
                if edit != .delete { newEnd += 1 }
            }
            hunks.append(Hunk(edits: edits, old: oldStart..<oldEnd, new: newStart..<newEnd))
            done = (edits.upperBound, oldEnd, newEnd)
        }
        var open: Range<Int>? = nil  // the edits of the hunk being gathered
        for (change, edit) in script.enumerated() where edit != .keep {
            let start = max(0, change - contextLines)
            let end = min(script.count, change + 1 + contextLines)
            if let edits = open, start <= edits.upperBound {
                open = edits.lowerBound..<end
            } else {
                if let edits = open { close(edits) }
                open = start..<end
            }
        }
        if let edits = open { close(edits) }
        return hunks
    }

    /// Writes the hunk's @@ line, then its lines with their markers.
    private static func write(_ hunk: Hunk, of script: [LineEdit], old: Lines, new: Lines, to out: inout ByteWriter) {
        out.write("@@ -")
        writeRange(hunk.old, to: &out)
        out.write(" +")
        writeRange(hunk.new, to: &out)
        out.write(" @@\n")
        var x = hunk.old.lowerBound, y = hunk.new.lowerBound
        for edit in script[hunk.edits] {
            let endsLine: Bool
            switch edit {
            case .keep:
                out.write(UInt8(ascii: " "))
                endsLine = old.write(line: x, to: &out)
                x += 1; y += 1
            case .delete:
                out.write(UInt8(ascii: "-"))
                endsLine = old.write(line: x, to: &out)
                x += 1
            case .insert:
                out.write(UInt8(ascii: "+"))
                endsLine = new.write(line: y, to: &out)
                y += 1
            }
            if !endsLine { out.write("\n\\ No newline at end of file\n") }
        }
    }

    /// A side's first line alone when the hunk covers one of its lines, else `first,count`; an
    /// empty side is numbered by the line before it, as diff does.
    private static func writeRange(_ lines: Range<Int>, to out: inout ByteWriter) {
        out.writeDecimal(lines.isEmpty ? lines.lowerBound : lines.lowerBound + 1)
        guard lines.count != 1 else { return }
        out.write(UInt8(ascii: ","))
        out.writeDecimal(lines.count)
    }

    /// True when git would quote `path`: it holds a quote, a backslash or a control character.
    static func needsQuoting(_ path: String) -> Bool {
        contains(path) { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// True when a byte of `path` matches; read from the string's UTF-8 storage when it has
    /// one, many times faster than through its `utf8` view.
    private static func contains(_ path: String, where matches: (UInt8) -> Bool) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { $0.contains(where: matches) } ?? path.utf8.contains(where: matches)
    }

    /// `path` in git's C-style quotes when `needsQuotes`.
    private static func quote(_ path: String, when needsQuotes: Bool) -> String {
        guard needsQuotes else { return path }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case UInt8(ascii: "\t"): out += Array("\\t".utf8)
            case 0..<0x20, 0x7F: out += Array(("\\" + String(byte, radix: 8).leftPadded(to: 3)).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
