import MigrationKit
import SwiftCST

/// Test transforms for the runner: real edits and diagnostics without the real transforms.

/// Renames the identifier `NavigationView` to `NavigationStack` and warns at each `NavigationLink`.
struct RenameNavigationView: Transform {
    static let id = "rename-navigation-view"
    static let summary = "NavigationView becomes NavigationStack (test)"
    static let documentation = "Test transform."
    static let availability = Availability(iOS: OSVersion(16), macOS: OSVersion(13))

    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        for i in file.tree.tokens.indices {
            let range = file.tree.textRange(i)
            if file.tree.tokenIs(i, "NavigationView") && !context.isSuppressed(at: range.lowerBound) {
                result.edits.append(TextEdit(range: range, replacement: "NavigationStack"))
            } else if file.tree.tokenIs(i, "NavigationLink") {
                result.warn(at: range.lowerBound, "NavigationLink left alone")
            }
        }
        return result
    }
}

/// Breaks any file that mentions `breakMe`: removes its last `}`, so the output no longer parses.
struct BreakClosingBrace: Transform {
    static let id = "break-closing-brace"
    static let summary = "Removes a closing brace (test)"
    static let documentation = "Test transform."
    static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10))

    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        guard file.tree.tokens.indices.contains(where: { file.tree.tokenIs($0, "breakMe") }),
              let brace = file.tree.tokens.indices.last(where: { file.tree.tokenIs($0, "}") }) else { return TransformResult() }
        return TransformResult(edits: [.delete(file.tree.textRange(brace))])
    }
}

/// Counts the project's types in phase 1 and notes the count at the top of every file, so a
/// result shows whether the whole project was indexed.
struct CountTypes: Transform {
    struct Facet: IndexFacet {
        var names: [String] = []
        mutating func merge(_ other: Facet) { names += other.names }
    }

    static let id = "count-types"
    static let summary = "Notes how many types the project has (test)"
    static let documentation = "Test transform."
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
