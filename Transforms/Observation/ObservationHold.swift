import MigrationKit

extension DiagnosticReason {
    static let unchangeableFile = DiagnosticReason(
        "unchangeable-file", .refusal, label: "a file the run cannot change (not UTF-8 text, unreadable, read-only) declares or uses it",
        help: "Make that file UTF-8 text that the user running the tool can read and write, then run again.")
}

extension MigrationOptions {
    /// Why Observation code (`what`: `@Observable`, `Observation`) cannot be written into the file
    /// at `path`, nor what is there be made to depend on it: the file cannot be changed
    /// (`UnchangeableFiles`: a file of the project that could not be read holds back every file),
    /// or its deployment target is too old. Nil when nothing holds it back.
    func observationRefusal(needing what: String, inFile path: String) -> (reason: DiagnosticReason, text: String)? {
        if let why = unchangeable.refusal(forFile: path) { return (.unchangeableFile, why) }
        return deploymentTargets.refusal(for: .observation, needing: what, inFile: path).map { (.observationDeploymentTarget, $0) }
    }
}
