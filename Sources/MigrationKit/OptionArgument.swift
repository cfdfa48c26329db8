/// A command-line argument read as an option: `--name=value` is the name `--name` with its
/// value written inline; anything else is a name alone. Every parser of the command line reads
/// its arguments this way, so that `--name=value` means the same everywhere.
public struct OptionArgument {
    public let name: String
    /// The text after the first `=` of `--name=value`.
    public let inlineValue: String?

    public init(_ argument: String) {
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        } else {
            name = argument
            inlineValue = nil
        }
    }

    /// Why this cannot be a switch (an option that takes no value), or nil when it can.
    public var switchProblem: String? {
        inlineValue.map { "\(name) takes no value (got '\(name)=\($0)')" }
    }
}
