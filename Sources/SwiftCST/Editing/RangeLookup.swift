/// Ranges of offsets sorted once and then asked, each question a binary search, which of them
/// hold an offset or reach a range: for checks made once per edit or per token of a file,
/// where comparing with every range would be quadratic.
public struct RangeLookup {
    /// The ranges by start, each with the one that ends last among it and those before it.
    private let sorted: [(range: Range<Int>, farthest: Range<Int>)]

    public init<Ranges: Sequence>(_ ranges: Ranges) where Ranges.Element == Range<Int> {
        var farthest: Range<Int>? = nil
        sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }.map { range in
            if farthest.map({ range.upperBound > $0.upperBound }) ?? true { farthest = range }
            return (range, farthest!)
        }
    }

    /// True when a range holds `offset`.
    public func contains(_ offset: Int) -> Bool {
        let count = startingAtOrBefore(offset)
        return count > 0 && sorted[count - 1].farthest.upperBound > offset
    }

    /// True when an edit of `range` would be `.adjacent` or closer to an edit of a range here
    /// (`TextEdit.contact`): a range starts at or before its end and ends at or after its start.
    /// Of the ranges starting at or before its end, the one that ends last decides.
    public func touches(_ range: Range<Int>) -> Bool {
        let count = startingAtOrBefore(range.upperBound)
        return count > 0 && TextEdit.contact(sorted[count - 1].farthest, range) >= .adjacent
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
