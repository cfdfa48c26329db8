/// A 1-based line and column; columns count bytes, as compilers report them.
public struct SourceLocation: Equatable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Maps byte offsets to lines and columns with a table of line starts (LF, CRLF and CR).
public struct LineTable {
    private let starts: [Int]
    private let count: Int

    public init(_ bytes: [UInt8]) {
        count = bytes.count
        starts = bytes.withUnsafeBufferPointer(LineTable.lineStarts)
    }

    /// The offsets where lines start: 0, and after each LF, CRLF or lone CR. Eight bytes at a
    /// time: a word's line-break bytes are found at once, then visited one by one.
    private static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        guard let base = bytes.baseAddress else { return starts }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var i = 0
        while i + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // Most words hold no byte below 0x0E (CR), so no break: one cheap test skips them.
            if (word &- ones &* 0x0E) & ~word & (ones << 7) == 0 {
                i += 8
                continue
            }
            var breaks = zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\n")))) | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\r"))))
            while breaks != 0 {
                addStart(after: i + breaks.trailingZeroBitCount / 8, in: bytes, to: &starts)
                breaks &= breaks - 1
            }
            i += 8
        }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { addStart(after: i, in: bytes, to: &starts) }
            i += 1
        }
        return starts
    }

    /// Records the line starting after the break byte at `i` (none after the CR of a CRLF: the
    /// LF's start is the line's).
    @inline(__always)
    private static func addStart(after i: Int, in bytes: UnsafeBufferPointer<UInt8>, to starts: inout [Int]) {
        if bytes[i] == UInt8(ascii: "\r") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { return }
        starts.append(i + 1)
    }

    /// The high bit of each byte of `word` that is zero, and no other bit.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word | low7)
    }

    private func lineIndex(_ offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, count))
        let line = lineIndex(clamped)
        return SourceLocation(line: line + 1, column: clamped - starts[line] + 1)
    }

    public func offset(of location: SourceLocation) -> Int {
        let line = max(0, min(location.line - 1, starts.count - 1))
        return min(count, starts[line] + max(0, location.column - 1))
    }

    func lineStart(containing offset: Int) -> Int { starts[lineIndex(max(0, min(offset, count)))] }

    /// The offset just past the line break ending the line that holds `offset` (or the end).
    func lineEnd(containing offset: Int) -> Int {
        let line = lineIndex(max(0, min(offset, count)))
        return line + 1 < starts.count ? starts[line + 1] : count
    }
}
