/// Key paths in SDK types the project does not declare: the members of generic types whose
/// value is a key path rooted at the type's first type argument (`EntityQuerySort<E>.by` in
/// App Intents, `KeyPathComparator<E>.keyPath` in Foundation), and the root of a key path type,
/// so `switch sort.by { case \.$name: … }` is known to name `E`'s `$name`.
enum SDKKeyPathMember {
    /// The member of each type whose value is a `PartialKeyPath` to the type's first argument.
    private static let members: [String: String] = ["EntityQuerySort": "by", "KeyPathComparator": "keyPath"]
    /// The standard library's key path types.
    private static let keyPathTypes: Set<String> = ["KeyPath", "PartialKeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// `PartialKeyPath<E>` for `by` of `EntityQuerySort<E>`; nil for other members and types.
    static func type(ofMember name: String, in type: String) -> String? {
        guard let base = TypeText.baseName(type), members[base] == name,
              let root = TypeText.firstTypeArgument(type, ofAnyOf: [base]) else { return nil }
        return "PartialKeyPath<\(root)>"
    }

    /// `M` for `KeyPath<M, V>`, `PartialKeyPath<M>` and the other key path types; nil for other types.
    static func root(ofKeyPath type: String) -> String? {
        TypeText.firstTypeArgument(type, ofAnyOf: keyPathTypes)
    }
}
