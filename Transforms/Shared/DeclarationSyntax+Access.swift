import SwiftCST

extension DeclarationSyntax {
    /// `private` or `fileprivate`: every use is in this file.
    var isFilePrivate: Bool { hasModifier("private") || hasModifier("fileprivate") }
}
