/// A documented example of a transform, as data: what the tool makes of `before` (the file
/// `Example.swift`, with `context` beside it). `explain` shows it (`text`, inside `documentation`), and
/// a test (Tests/TransformsTests/DocumentationExampleTests) runs every example through the
/// pipeline with all the transforms, as the tool does, and checks that it gives `after` and the
/// `diagnostics` exactly, that a second run changes nothing, and that both sides type-check
/// against the stub SwiftUI and Combine modules: `explain` never shows what the tool does not do.
public struct TransformExample: Sendable {
    /// The code before the migration.
    public var before: String
    /// The code the tool makes of it.
    public var after: String
    /// The command-line options it runs with (`["--strict"]`).
    public var options: [String]
    /// Every diagnostic the run prints for `before`, as the tool prints them for a file named
    /// `Example.swift` (`Example.swift:3:1: note: ... [observable-object]`).
    public var diagnostics: [String]
    /// Declarations the example uses and does not show (`struct Book {}`), in a file of their
    /// own that the run leaves as it is.
    public var context: String

    public init(before: String, after: String, options: [String] = [], diagnostics: [String] = [], context: String = "") {
        self.before = before
        self.after = after
        self.options = options
        self.diagnostics = diagnostics
        self.context = context
    }

    /// The example as `explain` shows it: `Before:` and `After:` (with the options, when there
    /// are some), each followed by its code indented by four spaces, then the diagnostics.
    public var text: String {
        let options = self.options.isEmpty ? "" : " (" + self.options.joined(separator: " ") + ")"
        var text = "Before\(options):\n" + Self.indented(before) + "\n\nAfter:\n" + Self.indented(after)
        if !diagnostics.isEmpty { text += "\n\nDiagnostics:\n" + Self.indented(diagnostics.joined(separator: "\n")) }
        return text
    }

    /// `code` without its final line break, each line indented by four spaces (empty lines stay empty).
    private static func indented(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropLast(lines.last == "" ? 1 : 0).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}

extension Array where Element == TransformExample {
    /// The examples as `explain` shows them, a blank line between two.
    public var text: String { map(\.text).joined(separator: "\n\n") }
}
