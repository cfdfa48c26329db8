import MigrationKit
import SwiftCST

/// `test-marker`, a transform for testing what runs transforms (the project runner, the command
/// line of `swiftui-migrate-testbed`) with edits that do not depend on the real
/// transforms: renames the identifier `legacyMarker` to `modernMarker`, warns at each
/// `legacyLink` (with a note at each `legacyNote`), and, in a file that mentions `breakThisFile`, also removes the last `}` so
/// that the result no longer parses. Never in `TransformRegistry.all`.
public struct MarkerTransform: Transform {
    public static let id = "test-marker"
    public static let summary = "legacyMarker becomes modernMarker (for tests)"
    public static let documentation = "A transform for tests of the project runner and the command line."
    public static let examples: [TransformExample] = []
    public static let availability = Availability(iOS: OSVersion(15), macOS: OSVersion(12))
    public static let linkLeft = DiagnosticReason("link-left", .refusal, label: "a legacyLink is never migrated",
                                                  help: "Rename it by hand.", option: "--skip test-marker")
    public static let reasons = [linkLeft]

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        let tree = file.tree
        var result = TransformResult()
        let notes = tree.tokens.indices.filter { tree.tokenIs($0, "legacyNote") }.map { DiagnosticNote.at(tree.textRange($0).lowerBound, "legacyNote here") }
        for i in tree.tokens.indices {
            let range = tree.textRange(i)
            if tree.tokenIs(i, "legacyMarker") && !context.isSuppressed(at: range.lowerBound) {
                result.edits.append(TextEdit(range: range, replacement: "modernMarker"))
            } else if tree.tokenIs(i, "legacyLink") {
                result.raise(MarkerTransform.linkLeft, at: range.lowerBound, "legacyLink left alone: the test hook never migrates it", notes: notes)
            }
        }
        if tree.tokens.indices.contains(where: { tree.tokenIs($0, "breakThisFile") }),
           let brace = tree.tokens.indices.last(where: { tree.tokenIs($0, "}") }) {
            result.edits.append(.delete(tree.textRange(brace)))
        }
        return result
    }
}
