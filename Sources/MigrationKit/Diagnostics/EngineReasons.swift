extension DiagnosticReason {
    /// Raised by the pipeline, once per file and transform group, where a file's deployment
    /// target holds a transform back that has work in it (see `Transform.declaredReasons`).
    public static let heldBackByTarget = DiagnosticReason(
        "held-back-by-target", .information, label: "the file's deployment target is older than the rewrite needs",
        help: "Raise that target's deployment target in the project, or pass --min-ios, --min-macos, --min-tvos, --min-watchos or --min-visionos if the project file is wrong.",
        option: "--min-ios, --min-macos, --min-tvos, --min-watchos, --min-visionos")

    /// The reasons the pipeline raises on behalf of any transform.
    public static let engine: [DiagnosticReason] = [.heldBackByTarget]
}
