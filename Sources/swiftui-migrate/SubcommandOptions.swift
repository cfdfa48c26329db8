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
        var i = 0
        while i < split {
            let argument = arguments[i]
            let option = OptionArgument(argument)
            let name = option.name
            if valued.contains(name) {
                if let inline = option.inlineValue {
                    values[name] = inline
                } else {
                    guard i + 1 < split else { throw UsageError("\(name) needs a value") }
                    i += 1
                    values[name] = arguments[i]
                }
            } else if known.contains(name) {
                if let problem = option.switchProblem { throw UsageError(problem) }
                switches.insert(name)
            } else {
                rest.append(argument)
            }
            i += 1
        }
        rest += arguments[split...]
    }

    /// Refuses the migration modes and outputs a subcommand does not take, naming the first one given.
    static func refuseModes(_ arguments: MigrateArguments, in subcommand: String, because reason: String) throws {
        let given: [(Bool, String)] = [(arguments.dryRun, "--dry-run"), (arguments.check, "--check"), (arguments.patchFile != nil, "--patch"),
                                       (arguments.stdinPath != nil, "--stdin-path"), (!arguments.projectPaths.isEmpty, "--project")]
        if let option = given.first(where: { $0.0 })?.1 { throw UsageError("\(subcommand) does not take \(option): \(reason)") }
    }
}
