import SwiftCST

/// The one-line message of an internal error, a defect of the tool rather than of the file:
/// which transforms, where (when the error says), what kind of error, that the file was left
/// unchanged, and how to report it. Never the edits' text, which may be whole declarations.
enum InternalErrorMessage {
    /// `error`, raised while applying the edits of `transforms`, placed at `location` of the file as read.
    static func text(transforms: [String], error: Error, at location: SourceLocation?) -> String {
        let who = transforms.count == 1 ? "transform \(transforms[0])" : "transforms \(transforms.joined(separator: ", "))"
        let place = location.map { " at \($0.line):\($0.column)" } ?? ""
        let kind = (error as? OverlappingEditsError).map { _ in "overlapping edits" } ?? String(describing: type(of: error))
        return "internal error in \(who)\(place) (\(kind)); the file was left unchanged; please report it with this file"
    }

    /// Where `error` happened in `bytes`, the file after `batches` edit batches `map` recorded,
    /// as a place of `original`, the file as read; nil when the error does not say.
    static func location(of error: Error, map: OffsetMap, batches: Int, original: [UInt8]) -> SourceLocation? {
        guard let overlap = error as? OverlappingEditsError else { return nil }
        return LineTable(original).location(of: map.original(overlap.offset, afterBatches: batches))
    }
}
