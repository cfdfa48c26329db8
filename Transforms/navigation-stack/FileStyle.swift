import SwiftCST

/// A file's style (`tree.style`, a scan of the whole file), read once per rewrite, when an
/// edit first needs it, and shared by the edits after.
final class FileStyle {
    private let tree: SyntaxTree
    private(set) lazy var value: SourceStyle = tree.style

    init(_ tree: SyntaxTree) {
        self.tree = tree
    }
}
