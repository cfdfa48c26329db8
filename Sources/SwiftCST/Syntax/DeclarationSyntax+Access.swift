extension DeclarationSyntax {
    /// `private` or `fileprivate`: every use is in this file.
    public var isFilePrivate: Bool { hasModifier("private") || hasModifier("fileprivate") }
}
