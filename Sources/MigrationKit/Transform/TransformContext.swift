import SwiftCST

/// What a transform sees in phase 2.
public struct TransformContext {
    public let index: ProjectIndex
    public let options: MigrationOptions
    public let file: SourceFile
    public let transformID: String

    public init(index: ProjectIndex, options: MigrationOptions, file: SourceFile, transformID: String) {
        self.index = index
        self.options = options
        self.file = file
        self.transformID = transformID
    }

    /// True when a `disable-next-line` comment (or `disable-file`) turns this transform off at `offset`.
    public func isSuppressed(at offset: Int) -> Bool {
        !file.suppressions.isEmpty && file.suppressions.isDisabled(transformID, onLine: file.tree.location(of: offset).line)
    }
}
