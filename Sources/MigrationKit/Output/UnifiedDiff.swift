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
        let quoted = needsQuoting(path)
        let a = quote("a/" + path, when: quoted), b = quote("b/" + path, when: quoted)
        // Like git, end a name holding a space with a tab, so `patch` reads all of it.
        let end = path.utf8.contains(UInt8(ascii: " ")) ? "\t" : ""
        var bytes = Array("diff --git \(a) \(b)\n--- \(a)\(end)\n+++ \(b)\(end)\n".utf8)
        var before = (old: 0, new: 0, edits: 0)  // lines of each side before `edits`
        for hunk in hunks(script) {
            for edit in script[before.edits..<hunk.lowerBound] {
                switch edit {
                case .keep: before.old += 1; before.new += 1
                case .delete: before.old += 1
                case .insert: before.new += 1
                }
            }
            before.edits = hunk.lowerBound
            append(hunk, script: script, old: oldLines, new: newLines, oldBefore: before.old, newBefore: before.new, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Ranges of the edit script, each a hunk: changes with their context, merged when the
    /// context of one reaches the next.
    static func hunks(_ script: [LineEdit]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (change, edit) in script.enumerated() {
            if case .keep = edit { continue }
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
    private static func append(_ hunk: Range<Int>, script: [LineEdit], old: Lines, new: Lines, oldBefore: Int, newBefore: Int,
                               to out: inout [UInt8]) {
        var oldStart: Int? = nil, newStart: Int? = nil
        var oldCount = 0, newCount = 0
        for edit in script[hunk] {
            switch edit {
            case .keep(let x, let y):
                oldStart = oldStart ?? x; newStart = newStart ?? y
                oldCount += 1; newCount += 1
            case .delete(let x):
                oldStart = oldStart ?? x
                oldCount += 1
            case .insert(let y):
                newStart = newStart ?? y
                newCount += 1
            }
        }
        // An empty side is numbered by the line before it, as diff does.
        let oldNumber = oldCount == 0 ? oldBefore : (oldStart ?? oldBefore) + 1
        let newNumber = newCount == 0 ? newBefore : (newStart ?? newBefore) + 1
        out.append(contentsOf: "@@ -".utf8)
        appendRange(oldNumber, oldCount, to: &out)
        out.append(contentsOf: " +".utf8)
        appendRange(newNumber, newCount, to: &out)
        out.append(contentsOf: " @@\n".utf8)
        for edit in script[hunk] {
            switch edit {
            case .keep(let x, _): appendLine(" ", old[x], to: &out)
            case .delete(let x): appendLine("-", old[x], to: &out)
            case .insert(let y): appendLine("+", new[y], to: &out)
            }
        }
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
        let first = out.count
        var rest = number
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        out[first...].reverse()
    }

    private static func appendLine(_ marker: Unicode.Scalar, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: marker))
        line.withUnsafeBufferPointer { out.append(contentsOf: $0) }
        if line.last != UInt8(ascii: "\n") { out.append(contentsOf: "\n\\ No newline at end of file\n".utf8) }
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
