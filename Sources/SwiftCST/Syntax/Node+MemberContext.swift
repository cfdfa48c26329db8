extension Node {
    /// For a declaration that is a member of a type, the type or extension declaring it (through
    /// the `#if` clauses of its member block); nil for a local or top-level declaration.
    public var memberContext: TypeDeclSyntax? {
        var next = parent
        while let ancestor = next {
            switch ancestor.kind {
            case .memberBlock, .ifConfigClause, .ifConfig: next = ancestor.parent
            case .typeDecl: return TypeDeclSyntax(ancestor)
            default: return nil
            }
        }
        return nil
    }
}
