/// A migration rule. Transforms are stateless values: everything they learn about the project
/// goes into the `ProjectIndex` in phase 1, and phase 2 rewrites one file at a time from it.
/// A transform knows nothing of files on disk or output.
public protocol Transform {
    /// Stable kebab-case identifier used on the command line and in diagnostics: `observable-object`.
    static var id: String { get }
    /// One line, shown by `swiftui-migrate list`.
    static var summary: String { get }
    /// Rationale, preconditions and before/after examples (`examples.text`), shown by
    /// `swiftui-migrate explain ID`.
    static var documentation: String { get }
    /// The examples `documentation` shows; tests check that the tool does what they say.
    static var examples: [TransformExample] { get }
    /// The minimum OS versions the rewritten code needs.
    static var availability: Availability { get }
    /// Every kind of diagnostic this transform raises (`TransformResult.raise`), each with its
    /// stable key, kind, label, help and option; `explain`, `report`, JSON and SARIF read them.
    static var reasons: [DiagnosticReason] { get }
    /// The group `--only`/`--skip` can name it by; nil when it belongs to none.
    static var group: TransformGroup? { get }
    /// Words without which, anywhere in the project, part of what `collect` gathers cannot
    /// matter; `collect` reads `index.mentions` to skip it. The default declares none.
    static var collectorTriggers: [CollectorTrigger] { get }
    /// Whether a diagnostic for `reason` is still reported in a file whose deployment target
    /// holds this transform back: one that diagnostics in other files point at (a class that
    /// stays). The pipeline runs `rewrite` there for these and for the first site it would
    /// have changed, and drops everything else. The default reports none.
    static func reportsWhenHeldBack(_ reason: DiagnosticReason) -> Bool
    /// Whether its edits in one file may need its edits in another to compile (a class that
    /// becomes `@Observable` and the wrappers of it elsewhere). A file where it made such edits
    /// and that then cannot be changed (its migration failed, it could not be written) holds
    /// back the decisions that depend on it. The default says no: its edits stand alone.
    static var editsDependAcrossFiles: Bool { get }

    init()

    /// Phase 1, per file (in parallel, each into its own index that is merged afterwards).
    func collect(_ file: SourceFile, into index: inout ProjectIndex)
    /// Phase 1, once, after every file was collected: whole-project decisions (which classes
    /// migrate, which injections convert). Runs in registry order, so later transforms can read
    /// earlier transforms' decisions. It may spread independent work over `options.threads`
    /// threads (`concurrentMap`); its decisions must not depend on that number.
    func resolve(_ index: inout ProjectIndex, options: MigrationOptions)
    /// Phase 2: edits and diagnostics for one file.
    func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult
    /// Phase 2, before `rewrite`: false only when `rewrite` would have nothing to do in this
    /// file (no edit, no diagnostic). The pipeline then skips the call, and does not even parse
    /// a file no transform needs. Must never answer false for a file `rewrite` would touch; the
    /// default answers true.
    func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool
}

extension Transform {
    public static var reasons: [DiagnosticReason] { [] }
    public static var group: TransformGroup? { nil }
    public static var collectorTriggers: [CollectorTrigger] { [] }
    public static func reportsWhenHeldBack(_ reason: DiagnosticReason) -> Bool { false }
    public static var editsDependAcrossFiles: Bool { false }
    /// `reasons` and those the pipeline raises on its behalf (`DiagnosticReason.engine`): what
    /// `explain`, `report`, SARIF and the checks of raised reasons read.
    public static var declaredReasons: [DiagnosticReason] { reasons + DiagnosticReason.engine }
    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {}
    public func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {}
    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool { true }
    public var id: String { Self.id }
}
