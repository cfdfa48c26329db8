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
        var bytes = header(path)
        var done = (edits: 0, old: 0, new: 0)  // the edits written or skipped, and the lines of each side they cover
        for hunk in hunks(script) {
            // Only kept lines lie between hunks.
            let kept = hunk.lowerBound - done.edits
            let oldBefore = done.old + kept, newBefore = done.new + kept
            let covered = append(script[hunk], old: oldLines, new: newLines, oldBefore: oldBefore, newBefore: newBefore, to: &bytes)
            done = (hunk.upperBound, oldBefore + covered.old, newBefore + covered.new)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `diff --git`, `---` and `+++` lines.
    private static func header(_ path: String) -> [UInt8] {
        let quoted = needsQuoting(path)
        let a = quote("a/" + path, when: quoted), b = quote("b/" + path, when: quoted)
        // Like git, end a name holding a space with a tab, so `patch` reads all of it.
        let end = path.utf8.contains(UInt8(ascii: " ")) ? "\t" : ""
        return Array("diff --git \(a) \(b)\n--- \(a)\(end)\n+++ \(b)\(end)\n".utf8)
    }

    /// Ranges of the edit script, each a hunk: changes with their context, merged when the
    /// context of one reaches the next.
    static func hunks(_ script: [LineEdit]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (change, edit) in script.enumerated() where edit != .keep {
            let start = max(0, change - contextLines)
            let end = min(script.count, change + 1 + contextLines)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    /// Appends one hunk; `oldBefore` and `newBefore` count the lines of each side before it.
    /// Returns the lines of each side it covers.
    private static func append(_ hunk: ArraySlice<LineEdit>, old: Lines, new: Lines, oldBefore: Int, newBefore: Int,
                               to out: inout [UInt8]) -> (old: Int, new: Int) {
        var oldCount = 0, newCount = 0
        for edit in hunk {
            if edit != .insert { oldCount += 1 }
            if edit != .delete { newCount += 1 }
        }
        // An empty side is numbered by the line before it, as diff does.
        out.append(contentsOf: "@@ -".utf8)
        appendRange(oldCount == 0 ? oldBefore : oldBefore + 1, oldCount, to: &out)
        out.append(contentsOf: " +".utf8)
        appendRange(newCount == 0 ? newBefore : newBefore + 1, newCount, to: &out)
        out.append(contentsOf: " @@\n".utf8)
        var x = oldBefore, y = newBefore
        for edit in hunk {
            let endsLine: Bool
            switch edit {
            case .keep:
                out.append(UInt8(ascii: " "))
                endsLine = old.append(line: x, to: &out)
                x += 1; y += 1
            case .delete:
                out.append(UInt8(ascii: "-"))
                endsLine = old.append(line: x, to: &out)
                x += 1
            case .insert:
                out.append(UInt8(ascii: "+"))
                endsLine = new.append(line: y, to: &out)
                y += 1
            }
            if !endsLine { out.append(contentsOf: "\n\\ No newline at end of file\n".utf8) }
        }
        return (oldCount, newCount)
    }

    /// `start` alone when `count` is 1, else `start,count`.
    private static func appendRange(_ start: Int, _ count: Int, to out: inout [UInt8]) {
        appendDecimal(start, to: &out)
        guard count != 1 else { return }
        out.append(UInt8(ascii: ","))
        appendDecimal(count, to: &out)
    }

    /// The decimal digits of `number` (not negative), without making a String.
    private static func appendDecimal(_ number: Int, to out: inout [UInt8]) {
        var power = 1
        while number / power >= 10 { power *= 10 }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(number / power % 10))
            power /= 10
        } while power > 0
    }

    /// True when git would quote `path`: it holds a quote, a backslash or a control character.
    static func needsQuoting(_ path: String) -> Bool {
        path.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
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
