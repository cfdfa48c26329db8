import Foundation

/// The lines of a file: byte ranges that include their `\n` (so `\r\n` stays part of the line).
/// The last line has no terminator when the file does not end with a newline.
struct Lines {
    let bytes: [UInt8]
    /// Where each line starts, then the end of the file: line `i` is `bounds[i]..<bounds[i + 1]`.
    private let bounds: [Int]
    /// A hash of each line's bytes: lines with different hashes differ, so most comparisons
    /// of unequal lines end without reading them.
    private let hashes: [UInt64]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var bounds: [Int] = [0]
        var hashes: [UInt64] = []
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                // memchr finds the end of the line far faster than a loop over its bytes.
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { UnsafeRawPointer($0) - base + 1 } ?? buffer.count
                hashes.append(ByteHash.of(UnsafeRawBufferPointer(start: base + start, count: end - start)))
                bounds.append(end)
                start = end
            }
        }
        self.bounds = bounds
        self.hashes = hashes
    }

    var count: Int { hashes.count }
    subscript(i: Int) -> ArraySlice<UInt8> { bytes[bounds[i]..<bounds[i + 1]] }

    /// True when line `i` equals line `j` of `other`, byte for byte.
    func line(_ i: Int, equals j: Int, of other: Lines) -> Bool {
        let a = bounds[i], b = other.bounds[j], length = bounds[i + 1] - a
        guard hashes[i] == other.hashes[j], length == other.bounds[j + 1] - b else { return false }
        return bytes.withUnsafeBytes { mine in
            other.bytes.withUnsafeBytes { theirs in
                memcmp(mine.baseAddress! + a, theirs.baseAddress! + b, length) == 0
            }
        }
    }
}

/// One step of a line edit script.
enum LineEdit: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
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
        script.reserveCapacity(max(old.count, new.count) + 16)
        for line in 0..<head { script.append(.keep(old: line, new: line)) }
        middle(old.count - tail - head, new.count - tail - head, into: &script, shiftedBy: head) { x, y in
            old.line(head + x, equals: head + y, of: new)
        }
        for k in 0..<tail { script.append(.keep(old: old.count - tail + k, new: new.count - tail + k)) }
        return script
    }

    /// Myers' greedy forward search, appending the script of the middle (with every line
    /// number moved by `shift`) to `script`. `trace[d * d + d + k]` is the furthest x
    /// reached on diagonal k with d differences: round d reads round d - 1's frontier and
    /// writes its own after it, and the walk back reads them all.
    private static func middle(_ n: Int, _ m: Int, into script: inout [LineEdit], shiftedBy shift: Int,
                               _ equal: (Int, Int) -> Bool) {
        let limit = min(n + m, maxDifferences)
        var trace = [Int](repeating: 0, count: 3)
        var rounds = 0  // the frontiers of a shortest script, 0 when none is within the limit
        search: for d in 0...limit {
            // Round d writes below (d + 1)². Diagonal 0 of rounds d - 1 and d; round 0 reads
            // slot 2, still 0 then, as the frontier before it.
            if d > 0 { trace.append(contentsOf: repeatElement(0, count: 2 * d + 1)) }
            let previous = d == 0 ? 1 : (d - 1) * d, current = d * d + d
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && trace[previous + k - 1] < trace[previous + k + 1])
                var x = down ? trace[previous + k + 1] : trace[previous + k - 1] + 1
                var y = x - k
                while x < n, y < m, equal(x, y) { x += 1; y += 1 }
                trace[current + k] = x
                if x >= n && y >= m {
                    rounds = d + 1
                    break search
                }
            }
        }
        guard rounds > 0 else {
            for x in 0..<n { script.append(.delete(old: x + shift)) }
            for y in 0..<m { script.append(.insert(new: y + shift)) }
            return
        }
        let start = script.count
        var x = n, y = m
        for d in stride(from: rounds - 1, to: 0, by: -1) {
            let previous = (d - 1) * d  // diagonal 0 of round d - 1
            let k = x - y
            let down = k == -d || (k != d && trace[previous + k - 1] < trace[previous + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = trace[previous + previousK]
            let previousY = previousX - previousK
            let snakeStart = down ? previousX : previousX + 1
            while x > snakeStart { x -= 1; y -= 1; script.append(.keep(old: x + shift, new: y + shift)) }
            script.append(down ? .insert(new: previousY + shift) : .delete(old: previousX + shift))
            x = previousX
            y = previousY
        }
        while x > 0 { x -= 1; y -= 1; script.append(.keep(old: x + shift, new: y + shift)) }
        script[start...].reverse()
    }
}
