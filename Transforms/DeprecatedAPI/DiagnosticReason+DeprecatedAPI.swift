import MigrationKit

extension DiagnosticReason {
    /// A call the project's own function of that name may take (every deprecated-API transform).
    static let projectFunction = DiagnosticReason(
        "project-function", .refusal, label: "the project declares a function of that name",
        help: "The call may be the project's own function, not SwiftUI's: rename that function, or rewrite the call by hand if it is SwiftUI's.")
    /// A reshaped call would lose a comment between its arguments.
    static let commentsBetweenArguments = DiagnosticReason(
        "comments-between-arguments", .refusal, label: "a comment between the arguments would be lost",
        help: "Move the comment out of the call, then run the tool again.")
}

extension ProjectFunctions.Declaration {
    /// The warning at `offset` (a call's name), quoted as `quotedCall`, that stays because it may call this declaration.
    func raise(at offset: Int, quoted quotedCall: String, into result: inout TransformResult) {
        result.raise(.projectFunction, at: offset, "\(quotedCall) stays: the project declares its own \(signature)",
                     notes: [.at(site, "\(signature) declared here")])
    }
}
