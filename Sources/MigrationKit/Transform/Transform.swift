import SwiftCST

/// A migration rule. Transforms are stateless values: everything they learn about the project
/// goes into the `ProjectIndex` in phase 1, and phase 2 rewrites one file at a time from it.
/// A transform knows nothing of files on disk or output.
public protocol Transform {
    /// Stable kebab-case identifier used on the command line and in diagnostics: `observable-object`.
    static var id: String { get }
    /// One line, shown by `swiftui-migrate list`.
    static var summary: String { get }
    /// Rationale, preconditions and before/after examples, shown by `swiftui-migrate explain ID`.
    static var documentation: String { get }
    /// The minimum OS versions the rewritten code needs.
    static var availability: Availability { get }

    init()

    /// Phase 1, per file (in parallel, each into its own index that is merged afterwards).
    func collect(_ file: SourceFile, into index: inout ProjectIndex)
    /// Phase 1, once, after every file was collected: whole-project decisions (which classes
    /// migrate, which injections convert). Runs in registry order, so later transforms can read
    /// earlier transforms' decisions. It may spread independent work over `options.threads`
    /// threads (`concurrentMap`); its decisions must not depend on that number.
    func resolve(_ index: inout ProjectIndex, options: MigrationOptions)
    /// Phase 2: edits and diagnostics for one file.
    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult
    /// Phase 2, before `rewrite`: false only when `rewrite` would have nothing to do in this
    /// file (no edit, no diagnostic). The pipeline then skips the call, and does not even parse
    /// a file no transform needs. Must never answer false for a file `rewrite` would touch; the
    /// default answers true.
    func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool
}

extension Transform {
    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {}
    public func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {}
    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool { true }
    public var id: String { Self.id }
}

/// A file's path and bytes, before parsing, for `Transform.mayRewrite`.
public struct FileContents {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// True when the bytes hold any of `words`, anywhere (comments and strings included).
    public func contains(anyOf words: [String]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in words.contains { ByteSearch.contains(Array($0.utf8), in: haystack) } }
    }

    /// True when the bytes hold `$name` for any of `names` (a property wrapper's projection).
    public func containsProjection(ofAnyOf names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            var next = 0
            while let i = ByteSearch.firstIndex(of: UInt8(ascii: "$"), in: haystack, from: next) {
                next = i + 1
                var end = i + 1
                while end < haystack.count, isIdentifierByte(haystack[end]) { end += 1 }
                if end > i + 1, names.contains(String(decoding: haystack[(i + 1)..<end], as: UTF8.self)) { return true }
            }
            return false
        }
    }

    private func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }
}

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

/// A transform's answer for one file: byte-range edits over the tree it was given, and diagnostics.
public struct TransformResult {
    public var edits: [TextEdit]
    public var diagnostics: [TransformDiagnostic]

    public init(edits: [TextEdit] = [], diagnostics: [TransformDiagnostic] = []) {
        self.edits = edits
        self.diagnostics = diagnostics
    }

    /// A warning at `offset`; `{0}`, `{1}`, ... in `message` name the `related` offsets' positions.
    public mutating func warn(at offset: Int, _ message: String, related: [Int] = []) {
        diagnostics.append(TransformDiagnostic(offset: offset, severity: .warning, message: message, related: related))
    }

    public mutating func note(at offset: Int, _ message: String) {
        diagnostics.append(TransformDiagnostic(offset: offset, severity: .note, message: message))
    }

    public mutating func warn(at node: Node, _ message: String) { warn(at: node.range.lowerBound, message) }
    public mutating func note(at node: Node, _ message: String) { note(at: node.range.lowerBound, message) }
}
