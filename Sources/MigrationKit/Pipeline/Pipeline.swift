import SwiftCST

/// What happened to one file.
public struct FileOutcome {
    public let path: String
    public let original: [UInt8]
    /// The migrated bytes (equal to `original` when nothing changed or the file failed).
    public let output: [UInt8]
    /// Diagnostics at lines and columns of the original file, in order.
    public let diagnostics: [Diagnostic]
    /// Edits applied per transform id.
    public let editCounts: [String: Int]
    /// Set when the file could not be migrated; the output is then the original.
    public let failure: String?

    public var changed: Bool { output != original }
    /// Transforms that edited this file, in registry order of first edit.
    public let touchedBy: [String]
    /// Transforms the file's deployment target held back that would have changed or said
    /// something here, in registry order.
    public var heldBackWork: [String] = []
}

/// Runs transforms over files held in memory: phase 1 builds the project index, phase 2
/// rewrites one file at a time, repeating until nothing changes (at most `maxPasses`).
///
/// In the first pass, transforms whose edits keep clear of each other's share one parse of the
/// file; a transform whose edits touch an earlier one's sees that one's output freshly parsed
/// (see `EditBatch`). If the second pass still finds work, the file is migrated again with a
/// fresh parse after every transform. Either way a file is done only when a whole pass over
/// its final text changes nothing.
///
/// A transform that a file's deployment target holds back does not rewrite it: it looks at it
/// once, for the diagnostics others point at and one note per transform group at the first site
/// it would have changed (`HeldBackSites`).
///
/// A `Pipeline` holds no mutable state; its methods may run on many threads at once.
public struct Pipeline {
    /// The selected transforms, in registry order: each rewrites the files whose deployment
    /// target allows it and looks at the others (`HeldBackSites`).
    public let transforms: [any Transform]
    public private(set) var options: MigrationOptions
    /// Selected transforms that rewrite no file because every file's deployment target is too
    /// old: they only look, so each file still says what it keeps and why.
    public let unavailable: [any Transform.Type]
    /// Whether some file's deployment target holds back some transform that runs: then each
    /// file's target is checked (`Transform.availability`) before a transform rewrites it.
    private let holdsBackSomeFiles: Bool

    public static let maxPasses = 3

    public init(registry: [any Transform.Type], options: MigrationOptions) {
        let selected = registry.filter { options.selects($0.id) }
        let targets = options.deploymentTargets.inUse
        let runs = selected.map { transform in targets.contains { $0.allows(transform.availability) } }
        self.transforms = selected.map { $0.init() }
        self.unavailable = zip(selected, runs).filter { !$0.1 }.map(\.0)
        self.holdsBackSomeFiles = transforms.contains { transform in targets.contains { !$0.allows(type(of: transform).availability) } }
        self.options = options
    }

    /// Per transform, in order: true when `path`'s deployment target is too old for its output.
    private func heldBack(inFile path: String) -> [Bool] {
        guard holdsBackSomeFiles else { return [Bool](repeating: false, count: transforms.count) }
        let target = options.deploymentTargets.target(ofFile: path)
        return transforms.map { !target.allows(type(of: $0).availability) }
    }

    // MARK: Phase 1

    /// Every transform's `collectorTriggers`, each once: what to scan the project for before phase 1.
    public var collectorTriggers: [CollectorTrigger] {
        var seen: Set<CollectorTrigger> = []
        return transforms.flatMap { type(of: $0).collectorTriggers }.filter { seen.insert($0).inserted }
    }

    /// The index contribution of one file (core type summaries plus every transform's facet);
    /// `mentions`: which `collectorTriggers` the whole project holds (all when not scanned).
    public func collect(_ file: SourceFile, mentions: ProjectMentions = .unscanned) -> ProjectIndex {
        var index = ProjectIndex()
        index.mentions = mentions
        index.types = TypeIndexer.index(of: file)
        for transform in transforms { transform.collect(file, into: &index) }
        return index
    }

    /// This pipeline, knowing that the run cannot change `files` (for `resolve`'s decisions).
    public func knowing(unchangeable files: UnchangeableFiles) -> Pipeline {
        var pipeline = self
        pipeline.options.unchangeable = files
        return pipeline
    }

    /// Whole-project decisions, once every file's contribution is merged into `index`.
    public func resolve(_ index: inout ProjectIndex) {
        index.types.fileSharedNames()
        for transform in transforms { transform.resolve(&index, options: options) }
    }

    /// Phase 1 over files in memory, on the calling thread, after scanning them for the
    /// `collectorTriggers` as a run does.
    public func buildIndex(_ files: [SourceFile]) -> ProjectIndex {
        var mentions = ProjectMentions.noneFound
        for file in files { mentions.add(scanning: file.bytes, for: collectorTriggers) }
        var index = ProjectIndex()
        for file in files { index.merge(collect(file, mentions: mentions)) }
        resolve(&index)
        return index
    }

    // MARK: Phase 2

    /// Skips transforms (and parsing) where `Transform.mayRewrite` says there is nothing to do.
    /// Off only to test that the filter changes no result.
    public var skipsUntouchedFiles = true

    /// Phase 2 for a file given by its bytes: parses it only when some transform may rewrite
    /// it, unless `parsed` (a tree of these same bytes, phase 1's) is given.
    public func migrate(path: String, bytes: [UInt8], index: ProjectIndex, parsed: consuming SourceFile? = nil) -> FileOutcome {
        var answers: [Bool] = []
        if skipsUntouchedFiles {
            // A transform held back in this file still looks at it (`HeldBackSites`).
            let contents = FileContents(path: path, bytes: bytes)
            for transform in transforms {
                answers.append(transform.mayRewrite(contents, index: index))
                if answers.last == true { break }
            }
            guard answers.last == true else {
                return FileOutcome(path: path, original: bytes, output: bytes, diagnostics: [], editCounts: [:], failure: nil, touchedBy: [])
            }
        }
        // Handed on, not copied: the pipeline lets each tree go before it builds the next.
        guard let parsed = consume parsed else { return migrate(SourceFile(path: path, bytes: bytes), index: index, mayRewriteAnswers: answers) }
        return migrate(parsed, index: index, mayRewriteAnswers: answers)
    }

    public func migrate(_ file: SourceFile, index: ProjectIndex) -> FileOutcome {
        migrate(file, index: index, mayRewriteAnswers: [])
    }

    /// `answers`: what the first transforms' `mayRewrite` said of `file`'s bytes, asked already.
    /// `sharingParses`: whether the first pass lets transforms share a parse (see `EditBatch`).
    /// When the pass after it still changes the file, a transform depended on another's output,
    /// and the file is migrated again from the start with a fresh parse after every transform.
    ///
    /// At most one tree of the file is alive at a time (plus the original's line table): trees
    /// take about 12 times the file's size, and a file may be tens of megabytes.
    private func migrate(_ file: consuming SourceFile, index: ProjectIndex, mayRewriteAnswers answers: [Bool],
                         sharingParses: Bool = true) -> FileOutcome {
        let path = file.path
        let original = file.bytes
        let originalUnknownNodes = file.tree.unknownNodeCount
        var current = consume file
        /// Lets the current tree go (before a new one is built, or when it is no longer needed).
        func releaseTree() { current = SourceFile(path: path, bytes: []) }
        var map = OffsetMap()
        var pending: [(diagnostic: TransformDiagnostic, id: String, batches: Int)] = []
        var editCounts: [String: Int] = [:]
        var touchedBy: [String] = []
        var failure: String? = nil
        var converged = false
        // Per transform: the number of edit batches applied when it last looked at the file
        // and changed nothing (it skipped the file or its edits were empty).
        var unchangedSince = [Int?](repeating: nil, count: transforms.count)
        let heldBack = heldBack(inFile: path)
        var heldBackSites = HeldBackSites()

        passes: for pass in 0..<Pipeline.maxPasses {
            var changedInPass: [String] = []
            // Edits made on `current` and not applied yet: in a shared pass, those of every
            // transform so far; otherwise each transform's, applied at once.
            let shared = sharingParses && pass == 0
            var batch = EditBatch()
            /// Applies the batch; false (with `failure` set) when its edits cannot be applied.
            func applyBatch() -> Bool {
                guard !batch.isEmpty else { return true }
                let bytes: [UInt8]
                do { bytes = try batch.applied(to: current.bytes) } catch {
                    failure = InternalErrorMessage.text(transforms: touchedBy, error: error,
                                                        at: InternalErrorMessage.location(of: error, map: map, batches: map.count, original: original))
                    return false
                }
                map.record(batch.edits)
                releaseTree()
                current = SourceFile(path: path, bytes: bytes)
                batch = EditBatch()
                return true
            }
            for (position, transform) in transforms.enumerated() {
                if heldBack[position] {
                    // It looks once, in the first pass, and only where it may have rewritten the file.
                    guard pass == 0, !current.suppressions.isDisabledForFile(transform.id) else { continue }
                    let mayRewrite = !skipsUntouchedFiles || (map.count == 0 && position < answers.count ? answers[position]
                        : transform.mayRewrite(FileContents(path: path, bytes: current.bytes), index: index))
                    if mayRewrite {
                        let reported = look(transform, heldBackIn: current, index: index, batches: map.count, sites: &heldBackSites)
                        pending += reported.map { ($0, transform.id, map.count) }
                    }
                    continue
                }
                var again = false
                repeat {
                    again = false
                    if current.suppressions.isDisabledForFile(transform.id) { break }
                    // Its answer would be the same as last time: same bytes, same offset map.
                    if unchangedSince[position] == map.count { break }
                    unchangedSince[position] = map.count
                    if skipsUntouchedFiles {
                        // Until the first edit the bytes are the file's, so earlier answers hold.
                        let mayRewrite = map.count == 0 && position < answers.count ? answers[position]
                            : transform.mayRewrite(FileContents(path: path, bytes: current.bytes), index: index)
                        if !mayRewrite { break }
                    }
                    let id = transform.id
                    let context = TransformContext(index: index, options: options, file: current, transformID: id)
                    let result = transform.rewrite(current, context: context)
                    let changes: Bool
                    do {
                        changes = try !result.edits.isEmpty && TextEdit.wouldChange(current.bytes, with: result.edits)
                    } catch {
                        failure = InternalErrorMessage.text(transforms: [id], error: error,
                                                            at: InternalErrorMessage.location(of: error, map: map, batches: map.count, original: original))
                        // It meant to edit the file: a failure there holds back what depends on its edits.
                        if !touchedBy.contains(id) { touchedBy.append(id) }
                        break passes
                    }
                    if changes && !batch.add(result.edits) {
                        // It may have read text an earlier transform changes: it looks again at that one's output.
                        guard applyBatch() else { break passes }
                        again = true
                        continue
                    }
                    for diagnostic in result.diagnostics where !context.isSuppressed(at: diagnostic.offset) {
                        assert(type(of: transform).reasons.contains(diagnostic.reason),
                               "\(id) raised the reason \(diagnostic.reason.key) it does not declare in its reasons")
                        pending.append((diagnostic, id, map.count))
                    }
                    guard changes else { break }
                    unchangedSince[position] = nil
                    editCounts[id, default: 0] += result.edits.count
                    if !touchedBy.contains(id) { touchedBy.append(id) }
                    changedInPass.append(id)
                    if !shared, !applyBatch() { break passes }
                } while again
            }
            guard applyBatch() else { break passes }
            if sharingParses && pass == 1 && !changedInPass.isEmpty {
                releaseTree()
                return migrate(SourceFile(path: path, bytes: original), index: index, mayRewriteAnswers: answers, sharingParses: false)
            }
            if changedInPass.isEmpty {
                converged = true
                break
            }
        }
        if failure == nil && !converged {
            failure = "the migration did not settle after \(Pipeline.maxPasses) passes (transforms still changing it: \(touchedBy.joined(separator: ", "))); the file was left unchanged"
        }
        if failure == nil && current.tree.unknownNodeCount > originalUnknownNodes {
            failure = "the migrated file no longer parses cleanly (transforms: \(touchedBy.joined(separator: ", "))); the file was left unchanged"
        }

        let output = current.bytes
        releaseTree()
        pending += heldBackSites.diagnostics(target: options.deploymentTargets.target(ofFile: path)) { map.original($0, afterBatches: $1) }
            .map { (diagnostic: $0.0, id: $0.id, batches: $0.batches) }
        let lines = pending.isEmpty ? nil : LineTable(original)
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        // A diagnostic raised again on code an edit moved (a tab's view into its Tab) points at
        // the edit's start; the one raised where the code was says it already.
        let places = pending.map { map.traced($0.diagnostic.offset, afterBatches: $0.batches) }
        let raisedOnOriginalText = Set(zip(pending, places).lazy.filter { !$1.insideReplacement }
            .map { pending, _ in RepeatKey(id: pending.id, diagnostic: pending.diagnostic) })
        for ((pendingDiagnostic, id, batches), place) in zip(pending, places) {
            guard let lines = lines else { break }
            if place.insideReplacement, raisedOnOriginalText.contains(RepeatKey(id: id, diagnostic: pendingDiagnostic)) { continue }
            let offset = place.original
            let notes = pendingDiagnostic.notes.map { note -> Diagnostic.Note in
                switch note.place {
                case .offset(let offset):
                    return Diagnostic.Note(path: path, location: lines.location(of: map.original(offset, afterBatches: batches)), message: note.message)
                case .site(let site):
                    return Diagnostic.Note(path: site.path, location: site.location, message: note.message)
                }
            }
            let diagnostic = Diagnostic(path: path, location: lines.location(of: offset),
                                        severity: pendingDiagnostic.severity, message: pendingDiagnostic.message, transformID: id,
                                        reason: pendingDiagnostic.reason.key, cause: pendingDiagnostic.cause,
                                        subject: pendingDiagnostic.subject, notes: notes)
            if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        if let failure = failure {
            diagnostics.append(Diagnostic(path: path, location: SourceLocation(line: 1, column: 1), severity: .error, message: failure, transformID: nil))
        }
        diagnostics.sort { ($0.location, $0.transformID ?? "") < ($1.location, $1.transformID ?? "") }
        return FileOutcome(path: path, original: original, output: failure == nil ? output : original,
                           diagnostics: diagnostics, editCounts: failure == nil ? editCounts : [:], failure: failure,
                           touchedBy: touchedBy, heldBackWork: heldBackSites.transformIDs)
    }

    /// `transform` looks at `file`, whose deployment target holds it back: nothing is changed;
    /// it returns the diagnostics it reports there anyway (`Transform.reportsWhenHeldBack`), and
    /// `sites` records its first site. `batches`: edit batches applied to the file so far.
    private func look(_ transform: any Transform, heldBackIn file: SourceFile, index: ProjectIndex, batches: Int,
                      sites: inout HeldBackSites) -> [TransformDiagnostic] {
        let context = TransformContext(index: index, options: options, file: file, transformID: transform.id)
        let result = transform.rewrite(file, context: context)
        let shown = result.diagnostics.filter { !context.isSuppressed(at: $0.offset) }
        let reported = shown.filter { type(of: transform).reportsWhenHeldBack($0.reason) }
        sites.record(type(of: transform), edits: result.edits, diagnostics: shown, reported: reported, batches: batches)
        return reported
    }

    /// Both phases over files in memory, on the calling thread (for tests).
    public func migrate(_ files: [SourceFile]) -> [FileOutcome] {
        let index = buildIndex(files)
        return files.map { migrate($0, index: index) }
    }
}

/// A diagnostic without its place: the same one raised twice, once where code was and once
/// where an edit moved it.
private struct RepeatKey: Hashable {
    let id: String
    let reason: ReasonKey
    let message: String
    let subject: String?

    init(id: String, diagnostic: TransformDiagnostic) {
        self.id = id
        reason = diagnostic.reason.key
        message = diagnostic.message
        subject = diagnostic.subject
    }
}
