import MigrationDriver
import MigrationKit
import SwiftCST

/// Counts the project's types in phase 1 and notes the list (one note per name) at the top of every file, so a
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
    static let types = DiagnosticReason("project-types", .information, label: "the project's types", help: "Nothing to do.")
    static let reasons = [types]

    func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        index[Facet.self].names += TypeIndexer.summaries(of: file).map(\.name)
    }

    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let names = context.index[Facet.self].names
        result.raise(CountTypes.types, at: 0, "project types: \(names.count)", notes: names.map { .at(0, $0) })
        return result
    }
}

/// Renames `pairedName` to `pairedRenamed` in every file, as a class and its uses in other files
/// migrate together (`editsDependAcrossFiles`), unless a file of the project cannot be changed;
/// in a file holding `overlapHere` its edits overlap, so that file fails.
struct PairedRename: Transform {
    static let id = "paired-rename"
    static let summary = "Renames pairedName everywhere or nowhere (test)"
    static let documentation = "Test transform."
    static let examples: [TransformExample] = []
    static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10))
    static let editsDependAcrossFiles = true

    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        guard context.options.unchangeable.isEmpty else { return result }
        let tree = file.tree
        for i in tree.tokens.indices where tree.tokenIs(i, "pairedName") {
            result.edits.append(TextEdit(range: tree.textRange(i), replacement: "pairedRenamed"))
        }
        if let first = result.edits.first, tree.tokens.indices.contains(where: { tree.tokenIs($0, "overlapHere") }) {
            result.edits.append(TextEdit(range: first.range, replacement: "overlapping"))
        }
        return result
    }
}
