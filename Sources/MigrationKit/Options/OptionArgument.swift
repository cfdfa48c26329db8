/// A command-line argument read as an option: `--name=value` is the name `--name` with its
/// value written inline; anything else is a name alone. Every parser of the command line reads
/// its arguments this way (through `OptionReader`), so that `--name=value` means the same everywhere.
public struct OptionArgument {
    /// The argument as written.
    public let argument: String
    public let name: String
    /// The text after the first `=` of `--name=value`.
    public let inlineValue: String?

    public init(_ argument: String) {
        self.argument = argument
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        } else {
            name = argument
            inlineValue = nil
        }
    }

    /// Refuses a value given to a switch (an option that takes none): `--strict=x`.
    public func requireNoValue() throws {
        if let value = inlineValue { throw OptionError("\(name) takes no value (got '\(name)=\(value)')") }
    }
}

/// Reads arguments one at a time as options. An option's value is written inline
/// (`--name=value`) or is the next argument (`--name value`), whatever that argument says.
public struct OptionReader {
    private var remaining: ArraySlice<String>

    public init(_ arguments: ArraySlice<String>) {
        remaining = arguments
    }

    /// The next argument, read as an option; nil when none is left.
    public mutating func next() -> OptionArgument? {
        remaining.popFirst().map(OptionArgument.init)
    }

    /// The value of `option`: the inline one, or else the next argument, which it takes.
    public mutating func value(for option: OptionArgument) throws -> String {
        if let inline = option.inlineValue { return inline }
        guard let next = remaining.popFirst() else { throw OptionError("\(option.name) needs a value") }
        return next
    }
}
