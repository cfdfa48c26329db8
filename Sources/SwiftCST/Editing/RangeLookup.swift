/// Ranges of offsets sorted once and then asked, each question a binary search, which of them
/// hold an offset or reach a range: for checks made once per edit or per token of a file,
/// where comparing with every range would be quadratic.
public struct RangeLookup {
    /// The ranges by start, each with the largest end among it and those before it.
    private let sorted: [(range: Range<Int>, maxEnd: Int)]

    public init<Ranges: Sequence>(_ ranges: Ranges) where Ranges.Element == Range<Int> {
        var maxEnd = Int.min
        sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }.map { range in
            maxEnd = max(maxEnd, range.upperBound)
            return (range, maxEnd)
        }
    }

    /// True when a range holds `offset`.
    public func contains(_ offset: Int) -> Bool {
        let count = startingAtOrBefore(offset)
        return count > 0 && sorted[count - 1].maxEnd > offset
    }

    /// True when a range overlaps `range` or shares an end with it: starts at or before its end
    /// and ends at or after its start (empty ranges included).
    public func touches(_ range: Range<Int>) -> Bool {
        let count = startingAtOrBefore(range.upperBound)
        return count > 0 && sorted[count - 1].maxEnd >= range.lowerBound
    }

    /// How many ranges start at or before `offset` (they come first).
    private func startingAtOrBefore(_ offset: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
