/// Totals over parsed files: how many and how large, how many nodes, how much the parser left
/// `unknown`, and which files did not print back byte for byte. `swiftui-migrate parse --stats`
/// and the round-trip corpus tests count this way.
public struct ParseTally {
    public private(set) var files = 0
    public private(set) var bytes = 0
    public private(set) var nodes = 0
    /// Outermost `unknown` nodes (those inside another are not counted again), and the bytes they cover.
    public private(set) var unknownNodes = 0
    public private(set) var unknownBytes = 0
    /// The paths of the files whose tree did not print back to their bytes.
    public private(set) var failures: [String] = []

    public init() {}

    /// Counts `tree`, parsed from `source`, the bytes of the file at `path`.
    public mutating func add(_ tree: SyntaxTree, source: [UInt8], path: String) {
        files += 1
        bytes += source.count
        nodes += tree.nodes.count
        for node in tree.nodes(ofKind: .unknown) where node.ancestor(.unknown) == nil {
            unknownNodes += 1
            unknownBytes += node.range.count
        }
        if tree.printed() != source { failures.append(path) }
    }

    /// `unknownNodes` in percent of `nodes` (0 when there are none).
    public var unknownNodePercent: Double { Self.percent(unknownNodes, of: nodes) }
    /// `unknownBytes` in percent of `bytes` (0 when there are none).
    public var unknownBytePercent: Double { Self.percent(unknownBytes, of: bytes) }

    private static func percent(_ part: Int, of whole: Int) -> Double {
        Double(part) / Double(max(whole, 1)) * 100
    }
}
