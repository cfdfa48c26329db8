/// Attributes a class declaration may carry, told apart from attached macros (which may add
/// members this tool cannot see) by name alone.
enum ClassAttributes {
    /// False for the compiler's own attributes (lowercase or underscored: `objc`, `available`,
    /// `preconcurrency`, `_spi`) and for Apple's that add no members (`MainActor`,
    /// `IBDesignable`); true for any other name, which may be a macro from the project or a
    /// package. `Observable` is decided elsewhere (the class is already `@Observable`).
    static func mayBeMacro(_ attribute: String) -> Bool {
        guard let first = attribute.unicodeScalars.first, first.properties.isUppercase else { return false }
        return !knownPlain.contains(attribute)
    }

    private static let knownPlain: Set<String> = [
        "MainActor", "Observable", "IBDesignable", "NSApplicationMain", "UIApplicationMain", "GKInspectable",
    ]
}
