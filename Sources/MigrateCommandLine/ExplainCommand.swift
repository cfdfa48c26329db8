import MigrationDriver
import MigrationKit

/// `swiftui-migrate explain ID`: a transform's documentation (rationale, preconditions,
/// before/after examples), then the reasons its diagnostics give.
enum ExplainCommand {
    static func run(_ arguments: [String], setup: ToolSetup) throws -> Int32 {
        guard arguments.count == 1 else { throw UsageError("usage: swiftui-migrate explain ID (ids: \(setup.ids.joined(separator: ", ")))") }
        guard let transform = setup.transform(withID: arguments[0]) else {
            throw UsageError("unknown transform '\(arguments[0])'; valid ids: \(setup.ids.joined(separator: ", "))")
        }
        let documentation = transform.documentation.hasSuffix("\n") ? transform.documentation : transform.documentation + "\n"
        try StandardOutput.write("\(transform.id): \(transform.summary)\nNeeds: \(transform.availability)\n\n" + documentation
                                 + reasonsText(transform.declaredReasons))
        return 0
    }

    /// `Reasons:` and one block per reason: `key (kind): label`, then its help and option.
    static func reasonsText(_ reasons: [DiagnosticReason]) -> String {
        guard !reasons.isEmpty else { return "" }
        return "\nReasons:\n" + reasons.map { reason in
            var text = "  \(reason.key) (\(reason.kind.rawValue)): \(reason.label)\n    \(reason.help)\n"
            if let option = reason.option { text += "    Option: \(option)\n" }
            return text
        }.joined()
    }
}
