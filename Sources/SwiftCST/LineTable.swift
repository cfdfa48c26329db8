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
        var starts: [Int] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var i = 0
            while i < bytes.count {
                // Eight bytes at a time past those holding neither LF nor CR.
                while i + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if LineTable.hasByte(word, UInt8(ascii: "\n")) || LineTable.hasByte(word, UInt8(ascii: "\r")) { break }
                    i += 8
                }
                guard i < bytes.count else { break }
                let b = bytes[i]
                if b > UInt8(ascii: "\r") {
                    // Most bytes: neither LF nor CR.
                } else if b == UInt8(ascii: "\n") {
                    starts.append(i + 1)
                } else if b == UInt8(ascii: "\r") {
                    if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        self.starts = starts
    }

    /// True when one of the eight bytes of `word` is `byte`.
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & (ones << 7) != 0
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
