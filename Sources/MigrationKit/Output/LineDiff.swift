import Foundation

/// The lines of a file: byte ranges that include their `\n` (so `\r\n` stays part of the line).
/// The last line has no terminator when the file does not end with a newline.
struct Lines {
    let bytes: [UInt8]
    let ranges: [Range<Int>]
    /// A hash of each line's bytes: lines with different hashes differ, so most comparisons
    /// of unequal lines end without reading them.
    private let hashes: [UInt64]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        var hashes: [UInt64] = []
        var start = 0
        var hash: UInt64 = Lines.hashSeed
        bytes.withUnsafeBufferPointer { bytes in
            for (i, byte) in bytes.enumerated() {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                guard byte == UInt8(ascii: "\n") else { continue }
                ranges.append(start..<(i + 1))
                hashes.append(hash)
                start = i + 1
                hash = Lines.hashSeed
            }
        }
        if start < bytes.count {
            ranges.append(start..<bytes.count)
            hashes.append(hash)
        }
        self.ranges = ranges
        self.hashes = hashes
    }

    /// FNV-1a's offset basis.
    private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    var count: Int { ranges.count }
    subscript(i: Int) -> ArraySlice<UInt8> { bytes[ranges[i]] }

    /// True when line `i` equals line `j` of `other`, byte for byte.
    func line(_ i: Int, equals j: Int, of other: Lines) -> Bool {
        let a = ranges[i], b = other.ranges[j]
        guard a.count == b.count, hashes[i] == other.hashes[j] else { return false }
        return bytes.withUnsafeBytes { mine in
            other.bytes.withUnsafeBytes { theirs in
                memcmp(mine.baseAddress! + a.lowerBound, theirs.baseAddress! + b.lowerBound, a.count) == 0
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

        var script: [LineEdit] = (0..<head).map { .keep(old: $0, new: $0) }
        let equal = { (x: Int, y: Int) in old.line(head + x, equals: head + y, of: new) }
        for edit in middle(old.count - tail - head, new.count - tail - head, equal) {
            switch edit {
            case .keep(let x, let y): script.append(.keep(old: x + head, new: y + head))
            case .delete(let x): script.append(.delete(old: x + head))
            case .insert(let y): script.append(.insert(new: y + head))
            }
        }
        for k in 0..<tail { script.append(.keep(old: old.count - tail + k, new: new.count - tail + k)) }
        return script
    }

    /// Myers' greedy forward search; `frontiers[d][k + d]` is the furthest x reached on
    /// diagonal k with d differences, kept for walking back.
    private static func middle(_ n: Int, _ m: Int, _ equal: (Int, Int) -> Bool) -> [LineEdit] {
        let limit = min(n + m, maxDifferences)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var frontiers: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                var x = down ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, equal(x, y) { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m {
                    frontiers.append(Array(v[(offset - d)...(offset + d)]))
                    found = true
                    break search
                }
            }
            frontiers.append(Array(v[(offset - d)...(offset + d)]))
        }
        guard found else {
            return (0..<n).map { .delete(old: $0) } + (0..<m).map { .insert(new: $0) }
        }
        var script: [LineEdit] = []
        var x = n, y = m
        for d in stride(from: frontiers.count - 1, to: 0, by: -1) {
            let previous = frontiers[d - 1]
            let k = x - y
            let down = k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + d - 1]
            let previousY = previousX - previousK
            let snakeStart = down ? previousX : previousX + 1
            while x > snakeStart { x -= 1; y -= 1; script.append(.keep(old: x, new: y)) }
            script.append(down ? .insert(new: previousY) : .delete(old: previousX))
            x = previousX
            y = previousY
        }
        while x > 0 { x -= 1; y -= 1; script.append(.keep(old: x, new: y)) }
        return script.reversed()
    }
}
