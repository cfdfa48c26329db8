import SwiftCST

/// One Swift file held in memory: where it came from, its parsed tree, and the suppression
/// comments it carries.
public struct SourceFile: Sendable {
    /// The path as given to the tool, used in diagnostics.
    public let path: String
    public let tree: SyntaxTree
    public let suppressions: Suppressions

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, tree: SyntaxTree(bytes: bytes))
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public init(path: String, tree: SyntaxTree) {
        self.path = path
        self.tree = tree
        self.suppressions = Suppressions(tree)
    }

    public var bytes: [UInt8] { tree.bytes }
}

/// `// swiftui-migrate:disable-next-line [ID...]` and `// swiftui-migrate:disable-file [ID...]`
/// comments. Without IDs they apply to every transform.
public struct Suppressions: Sendable {
    /// Transform IDs disabled for the whole file; "*" means all.
    public private(set) var fileWide: Set<String> = []
    /// Line number (1-based) -> IDs disabled on that line; "*" means all.
    public private(set) var lines: [Int: Set<String>] = [:]

    static let nextLineDirective = "swiftui-migrate:disable-next-line"
    static let fileDirective = "swiftui-migrate:disable-file"

    init(_ tree: SyntaxTree) {
        // Cheap pre-check: most files carry no directive.
        guard tree.bytes.count >= 15, containsDirective(tree.bytes) else { return }
        for i in tree.tokens.indices {
            for piece in tree.leadingTrivia(i) + tree.trailingTrivia(i) where piece.kind == .lineComment {
                let text = tree.string(piece.range).dropFirst(2).trimmingCharacters(in: " \t")
                let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
                guard let directive = words.first else { continue }
                let ids = words.count > 1 ? Set(words.dropFirst()) : ["*"]
                if directive == Suppressions.fileDirective {
                    fileWide.formUnion(ids)
                } else if directive == Suppressions.nextLineDirective {
                    let line = tree.location(of: piece.range.lowerBound).line + 1
                    lines[line, default: []].formUnion(ids)
                }
            }
        }
    }

    /// True when the file has no suppression comment (most files): nothing is disabled.
    public var isEmpty: Bool { fileWide.isEmpty && lines.isEmpty }

    /// True when `transformID` is disabled for the whole file.
    public func isDisabledForFile(_ transformID: String) -> Bool {
        !fileWide.isEmpty && (fileWide.contains("*") || fileWide.contains(transformID))
    }

    /// True when `transformID` is disabled on `line` (or for the whole file).
    public func isDisabled(_ transformID: String, onLine line: Int) -> Bool {
        if isDisabledForFile(transformID) { return true }
        guard !lines.isEmpty, let ids = lines[line] else { return false }
        return ids.contains("*") || ids.contains(transformID)
    }
}

private func containsDirective(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { ByteSearch.contains(Array("swiftui-migrate:".utf8), in: $0) }
}
