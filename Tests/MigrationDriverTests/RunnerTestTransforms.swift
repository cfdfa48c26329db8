import MigrationDriver
import MigrationKit
import SwiftCST

/// Counts the project's types in phase 1 and notes the list at the top of every file, so a
/// result shows whether the whole project was indexed, and in which order. (For runner tests;
/// `MarkerTransform` gives them edits and warnings.)
struct CountTypes: Transform {
    struct Facet: IndexFacet {
        var names: [String] = []
        mutating func merge(_ other: Facet) { names += other.names }
    }

    static let id = "count-types"
    static let summary = "Notes how many types the project has (test)"
    static let documentation = "Test transform."
    static let examples: [TransformExample] = []
    static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10))

    func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        index[Facet.self].names += TypeIndexer.summaries(of: file).map(\.name)
    }

    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        result.note(at: 0, "project types: \(context.index[Facet.self].names.joined(separator: ","))")
        return result
    }
}
