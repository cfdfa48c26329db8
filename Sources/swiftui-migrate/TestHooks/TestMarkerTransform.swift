import MigrationKit
import SwiftCST

/// `test-marker` (only with `SWIFTUI_MIGRATE_TEST_TRANSFORM=1`, see `TestHooks`): renames the
/// identifier `legacyMarker` to `modernMarker`, warns at each `legacyLink`, and, in a file that
/// mentions `breakThisFile`, also removes the last `}` so that the result no longer parses.
struct TestMarkerTransform: Transform {
    static let id = "test-marker"
    static let summary = "legacyMarker becomes modernMarker (test hook)"
    static let documentation = "A transform for the command line's end-to-end tests."
    static let availability = Availability(iOS: OSVersion(15), macOS: OSVersion(12))

    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        let tree = file.tree
        var result = TransformResult()
        for i in tree.tokens.indices {
            let range = tree.textRange(i)
            if tree.tokenIs(i, "legacyMarker") && !context.isSuppressed(at: range.lowerBound) {
                result.edits.append(TextEdit(range: range, replacement: "modernMarker"))
            } else if tree.tokenIs(i, "legacyLink") {
                result.warn(at: range.lowerBound, "legacyLink left alone: the test hook never migrates it")
            }
        }
        if tree.tokens.indices.contains(where: { tree.tokenIs($0, "breakThisFile") }),
           let brace = tree.tokens.indices.last(where: { tree.tokenIs($0, "}") }) {
            result.edits.append(.delete(tree.textRange(brace)))
        }
        return result
    }
}
