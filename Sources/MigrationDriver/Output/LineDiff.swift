import Foundation
import MigrationKit

/// The lines of a file: byte ranges that include their `\n` (so `\r\n` stays part of the line).
/// The last line has no terminator when the file does not end with a newline.
struct Lines {
    let bytes: [UInt8]
    /// Each line's end and `LineKey`, after a first entry that ends where the file starts: line
    /// `i` is `lines[i].end..<lines[i + 1].end`, its key `lines[i + 1].key`. Lines with different
    /// keys differ, so most comparisons of unequal lines end without reading them.
    private let lines: [Line]

    /// Where a line ends, and its key.
    struct Line {
        let end: Int
        let key: UInt64
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines = [Line(end: 0, key: 0)]
        // Room for lines of 16 bytes on average spares most regrowth of the array.
        lines.reserveCapacity(bytes.count / 16 + 2)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                // memchr finds the end of the line far faster than a loop over its bytes.
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { UnsafeRawPointer($0) - base + 1 } ?? buffer.count
                lines.append(Line(end: end, key: LineKey.of(buffer, start..<end)))
                start = end
            }
        }
        self.lines = lines
    }

    var count: Int { lines.count - 1 }
    subscript(i: Int) -> ArraySlice<UInt8> { bytes[lines[i].end..<lines[i + 1].end] }

    /// True when line `i` equals line `j` of `other`, byte for byte.
    func line(_ i: Int, equals j: Int, of other: Lines) -> Bool {
        lines[i + 1].key == other.lines[j + 1].key && sameBytes(i, j, of: other)
    }

    /// Calls `body` with the ends and keys of the lines in `range`.
    func withLines<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<Line>) -> Result) -> Result {
        lines.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range.lowerBound + 1..<range.upperBound + 1])) }
    }

    /// True when line `i` and line `j` of `other` hold the same bytes (`line(_:equals:of:)`
    /// once their keys are equal).
    func sameBytes(_ i: Int, _ j: Int, of other: Lines) -> Bool {
        let a = lines[i].end, b = other.lines[j].end, length = lines[i + 1].end - a
        guard length == other.lines[j + 1].end - b else { return false }
        return bytes.withUnsafeBytes { mine in
            other.bytes.withUnsafeBytes { theirs in
                memcmp(mine.baseAddress! + a, theirs.baseAddress! + b, length) == 0
            }
        }
    }

    /// The bytes of the lines in `range`.
    func byteCount(of range: Range<Int>) -> Int {
        lines[range.upperBound].end - lines[range.lowerBound].end
    }

    /// Writes line `i`; true when it ends with a newline.
    func write(line i: Int, to out: inout ByteWriter) -> Bool {
        let start = lines[i].end, end = lines[i + 1].end
        bytes.withUnsafeBytes { out.write(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
        return bytes[end - 1] == UInt8(ascii: "\n")
    }
}

/// One step of a line edit script; the line numbers follow from the steps before it.
enum LineEdit: UInt8 {
    /// The next line of each side is the same.
    case keep
    /// The next line of the old side goes.
    case delete
    /// The next line of the new side comes.
    case insert
}

/// A shortest line edit script between two files (Myers' O(ND) algorithm), after trimming the
/// common head and tail. When the files differ in more than `maxDifferences` lines the middle
/// is replaced wholesale: still a correct diff, only not minimal.
enum LineDiff {
    static let maxDifferences = 2000

    static func edits(from old: Lines, to new: Lines) -> [LineEdit] {
        var head = 0
        while head < old.count, head < new.count, old.line(head, equals: head, of: new) { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old.line(old.count - 1 - tail, equals: new.count - 1 - tail, of: new) { tail += 1 }

        var script: [LineEdit] = []
        script.reserveCapacity(old.count + new.count - tail)
        script.append(contentsOf: repeatElement(.keep, count: head))
        MyersSearch(old: old, new: new, head: head, n: old.count - tail - head, m: new.count - tail - head).append(to: &script)
        script.append(contentsOf: repeatElement(.keep, count: tail))
        return script
    }
}

/// Myers' greedy forward search over the middle of two files: lines `head..<head + n` of the
/// old one and `head..<head + m` of the new one.
private struct MyersSearch {
    let old: Lines, new: Lines
    let head: Int, n: Int, m: Int

    /// Appends the middle's script to `script`; when it needs more than `maxDifferences`
    /// differences, every old line goes and every new line comes.
    func append(to script: inout [LineEdit]) {
        var trace = Trace()
        let found = old.withLines(head..<head + n) { oldLines in
            new.withLines(head..<head + m) { newLines in search(oldLines, newLines, into: &trace) }
        }
        if let rounds = found {
            walkBack(from: rounds, trace, appendingTo: &script)
        } else {
            script.append(contentsOf: repeatElement(.delete, count: n))
            script.append(contentsOf: repeatElement(.insert, count: m))
        }
    }

    /// Rounds of the search until a path reaches the end of both sides: the last round's
    /// number, or nil past `maxDifferences`. Round d finds the furthest x on each diagonal with
    /// d differences, from the frontier of round d - 1, then slides down equal lines; lines
    /// are compared by key first.
    private func search(_ oldLines: UnsafeBufferPointer<Lines.Line>, _ newLines: UnsafeBufferPointer<Lines.Line>,
                        into trace: inout Trace) -> Int? {
        for d in 0...min(n + m, LineDiff.maxDifferences) {
            var current = trace.startRound(d), previous = trace.frontier(d - 1)
            var k = -d
            while k <= d {
                // A delete from diagonal k - 1 or an insert from k + 1, whichever lands further
                // (on the same x, the insert: the walk back decides the same way).
                var x = max(previous[-1] + 1, previous[0])
                let y = x - k
                // Most diagonals meet unequal keys at once; only the others call out to slide.
                if x < n, y < m, oldLines[x].key == newLines[y].key { x = slide(from: x, y, oldLines, newLines) }
                current.pointee = x
                if x >= n && x - k >= m { return d }
                current += 1
                previous += 1
                k += 2
            }
        }
        return nil
    }

    /// The furthest x from (x, y) down equal lines. Never inlined, so that the search's loop
    /// keeps its values in registers.
    @inline(never)
    private func slide(from x: Int, _ y: Int, _ oldLines: UnsafeBufferPointer<Lines.Line>, _ newLines: UnsafeBufferPointer<Lines.Line>) -> Int {
        var x = x, y = y
        while x < n, y < m, oldLines[x].key == newLines[y].key, old.sameBytes(head + x, head + y, of: new) { x += 1; y += 1 }
        return x
    }

    /// Appends the script of the path that round `rounds` completed, walking back the trace.
    /// The path deletes or inserts `rounds` lines and keeps `(n + m - rounds) / 2`: its steps are
    /// written from the last, over kept lines.
    private func walkBack(from rounds: Int, _ trace: borrowing Trace, appendingTo script: inout [LineEdit]) {
        let start = script.count
        script.append(contentsOf: repeatElement(.keep, count: (n + m + rounds) / 2))
        script.withUnsafeMutableBufferPointer { steps in
            var x = n, y = m, step = steps.count
            for d in stride(from: rounds, to: 0, by: -1) {
                let previous = trace.frontier(d - 1)
                let k = x - y, i = (k + d) / 2
                let down = previous[i - 1] < previous[i]  // an insert from diagonal k + 1
                let previousK = down ? k + 1 : k - 1
                let previousX = down ? previous[i] : previous[i - 1]
                let snakeStart = down ? previousX : previousX + 1
                step -= x - snakeStart + 1
                steps[step] = down ? .insert : .delete
                x = previousX
                y = previousX - previousK
            }
            assert(step == start + x, "the path's first kept lines fill the rest")
        }
    }
}

/// The frontiers of Myers' search, round after round, in one buffer that doubles when full.
/// Round d holds the furthest x it reaches on each of its diagonals -d, -d + 2, …, d, so that
/// diagonals k - 1 and k + 1 of the round before are slots `(k + d) / 2 - 1` and `(k + d) / 2`
/// of that round's frontier. A -1 stands before and after each frontier, as the diagonals past
/// its ends; the frontier before round 0 is empty, so round 0 reads two -1s and starts at x = 0.
private struct Trace: ~Copyable {
    private var slots: UnsafeMutablePointer<Int>
    private var capacity = 1024  // rounds 0-42

    init() {
        slots = .allocate(capacity: capacity)
        slots[0] = -1  // before the empty frontier of round -1
        slots[1] = -1  // after it
    }

    deinit { slots.deallocate() }

    /// The slot where round d's frontier starts; round -1 is the one before round 0.
    private static func start(ofRound d: Int) -> Int { 1 + (d + 1) * (d + 2) / 2 }

    func frontier(_ d: Int) -> UnsafePointer<Int> {
        UnsafePointer(slots + Self.start(ofRound: d))
    }

    /// Makes room for round d's frontier, writes the -1 after it, and returns it to fill.
    mutating func startRound(_ d: Int) -> UnsafeMutablePointer<Int> {
        let start = Self.start(ofRound: d), end = start + d + 2
        if end > capacity {
            capacity = max(end, 2 * capacity)
            let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
            larger.moveInitialize(from: slots, count: start)
            slots.deallocate()
            slots = larger
        }
        slots[end - 1] = -1
        return slots + start
    }
}
