import SwiftCST

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
