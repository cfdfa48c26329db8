import SwiftCST

/// Edits that several transforms made on the same tree, applied together so the file is
/// parsed once for all of them rather than once per transform.
///
/// Edits join only when they keep clear of those already here: an edit `.adjacent` or closer
/// to one (`TextEdit.contact`) means its transform may have read text that another one
/// changes, so the pipeline applies the batch first and runs that transform again on the result.
struct EditBatch {
    private(set) var edits: [TextEdit] = []

    var isEmpty: Bool { edits.isEmpty }

    /// The batch's ranges, for finding those an edit touches without comparing every pair.
    private var ranges = RangeLookup([])

    /// Adds `more` (one transform's edits, checked against each other already) unless one of
    /// them is `.adjacent` or closer to an edit in the batch; then returns false.
    mutating func add(_ more: [TextEdit]) -> Bool {
        if more.contains(where: { ranges.touches($0.range) }) { return false }
        edits.append(contentsOf: more)
        ranges = RangeLookup(edits.map(\.range))
        return true
    }

    /// `bytes` (the file the edits were made on) with every edit of the batch applied. `add` keeps
    /// the transforms' edits apart and each one's were checked alone, so a throw is an internal error.
    func applied(to bytes: [UInt8]) throws -> [UInt8] {
        try TextEdit.apply(edits, to: bytes)
    }
}
