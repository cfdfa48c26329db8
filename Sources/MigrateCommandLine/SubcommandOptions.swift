import MigrationDriver
import MigrationKit

/// A subcommand's own options, taken out of its arguments before the migration options
/// (`MigrateArguments`) read the rest. `--name value` and `--name=value` are both accepted;
/// nothing after `--` is an option.
struct SubcommandOptions {
    /// The last value given for each option that takes one.
    private(set) var values: [String: String] = [:]
    /// The switches given.
    private(set) var switches: Set<String> = []
    /// The arguments left for `MigrateArguments`.
    private(set) var rest: [String] = []

    init(_ arguments: [String], valued: Set<String>, switches known: Set<String>) throws {
        let split = arguments.firstIndex(of: "--") ?? arguments.count
        try readingOptions {
            var reader = OptionReader(arguments[..<split])
            while let option = reader.next() {
                if valued.contains(option.name) {
                    values[option.name] = try reader.value(for: option)
                } else if known.contains(option.name) {
                    try option.requireNoValue()
                    switches.insert(option.name)
                } else {
                    rest.append(option.argument)
                }
            }
        }
        rest += arguments[split...]
    }

    /// Refuses the migration modes and outputs a subcommand does not take, naming the first one given.
    static func refuseModes(_ arguments: MigrateArguments, in subcommand: String, because reason: String) throws {
        let given: [(Bool, String)] = [(arguments.dryRun, "--dry-run"), (arguments.check, "--check"), (arguments.inPlace, "--in-place"),
                                       (arguments.patchFile != nil, "--patch"),
                                       (arguments.stdinPath != nil, "--stdin-path"), (!arguments.projectPaths.isEmpty, "--project")]
        if let option = given.first(where: { $0.0 })?.1 { throw UsageError("\(subcommand) does not take \(option): \(reason)") }
    }
}
