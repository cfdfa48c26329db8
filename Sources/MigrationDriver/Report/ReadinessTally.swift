import MigrationKit
import SwiftCST

/// Gathers a readiness report from a run's file results: legacy patterns counted in each file
/// as read and as migrated, and every warning counted under the reason its transform declared.
public struct ReadinessTally {
    private let registry: [any Transform.Type]
    /// The legacy patterns of every transform of the registry, in order.
    public let census: LegacyCensus
    /// The transform ids owning `census.patterns`, in order.
    private let owners: [String]
    /// Every transform's declared reasons, by transform id and key.
    private let declared: [String: [ReasonKey: DiagnosticReason]]
    private var before: [Int]
    private var after: [Int]
    private var reasons: [String: [DiagnosticReason.Kind: ReasonTable]] = [:]
    private var warningCounts: [String: [DiagnosticReason.Kind: Int]] = [:]
    /// Per transform, the classes migrated with a publisher bridge (told by the note's reason).
    private var bridged: [String: Int] = [:]
    private var heldBack = ReasonTable()
    private var heldBackReasons: [String: [String]] = [:]
    /// By the place of a class held back: its name.
    private var heldBackNames: [String: String] = [:]
    private var failures: [ReadinessReport.Failure] = []

    public init(registry: [any Transform.Type], patterns: [String: [LegacyPattern]] = ReadinessCatalog.patterns) {
        self.registry = registry
        let owned = registry.flatMap { transform in (patterns[transform.id] ?? []).map { (transform.id, $0) } }
        census = LegacyCensus(owned.map(\.1))
        owners = owned.map(\.0)
        declared = Dictionary(uniqueKeysWithValues: registry.map { transform in
            (transform.id, Dictionary(transform.declaredReasons.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
        })
        before = Array(repeating: 0, count: owned.count)
        after = before
    }

    /// Adds one file's result and its counts (`census.counts(_:)`, made on any thread).
    public mutating func add(_ result: FileResult, counts: (before: [Int], after: [Int])) {
        for k in before.indices {
            before[k] += counts.before[k]
            after[k] += counts.after[k]
        }
        if result.status == .failed {
            failures.append(ReadinessReport.Failure(path: result.path, message: result.failureMessage))
        }
        for diagnostic in result.diagnostics where diagnostic.reason == "publisher-bridged" {
            bridged[diagnostic.transformID ?? "", default: 0] += 1
        }
        for diagnostic in result.diagnostics where diagnostic.severity == .warning {
            guard let id = diagnostic.transformID else { continue }
            guard let key = diagnostic.reason, let reason = declared[id]?[key] else { continue }
            add(diagnostic, of: id, for: reason)
        }
    }

    /// Counts a diagnostic raised for a declared reason. A view-side site held back by its class
    /// (a diagnostic with a `cause`) is also counted for the class, by its name and the place of
    /// its note at the class, with the label of the class's reason.
    private mutating func add(_ diagnostic: Diagnostic, of id: String, for reason: DiagnosticReason) {
        let kind = reason.kind
        let place = "\(diagnostic.path):\(diagnostic.location.line):\(diagnostic.location.column)"
        warningCounts[id, default: [:]][kind, default: 0] += 1
        var key = reason.key.rawValue, label = reason.label
        var causeLabel: String?
        if let cause = diagnostic.cause {
            causeLabel = declared.values.lazy.compactMap { $0[cause] }.first?.label ?? cause.rawValue
            key += "/" + cause.rawValue
            label += ": " + causeLabel!
        }
        reasons[id, default: [:]][kind, default: ReasonTable()].add(ReasonEntry(key: key, label: label, hint: reason.help, option: reason.option), at: place)
        if let causeLabel = causeLabel, let classNote = diagnostic.notes.first {
            let name = "\(classNote.path):\(classNote.location.line):\(classNote.location.column)"
            if let subject = diagnostic.subject { heldBackNames[name] = subject }
            heldBack.add(ReasonEntry(key: name, label: name), at: place)
            if !(heldBackReasons[name] ?? []).contains(causeLabel) { heldBackReasons[name, default: []].append(causeLabel) }
        }
    }

    /// The report, with the run's totals and assumptions from `summary`.
    public func report(paths: [String], summary: RunSummary) -> ReadinessReport {
        var report = ReadinessReport(paths: paths)
        report.files = ReadinessReport.Files(scanned: summary.scanned, wouldChange: summary.changed, failed: summary.failed)
        report.failures = failures
        report.deploymentTargets = summary.deployment.lowestMinimums
        report.deployment = DeploymentDocument(summary.deployment)
        report.deploymentSummary = summary.deployment.sentence
        report.platforms = summary.platforms.map(\.rawValue)
        report.platformsSource = summary.platformsSource
        report.projects = summary.projects.map(\.description)
        report.elapsedSeconds = (summary.timings.total * 100).rounded() / 100
        let notRun = Dictionary(summary.transformsNotRun.map { ($0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
        for transform in registry {
            let id = transform.id
            var readiness = ReadinessReport.TransformReadiness(id: id, summary: transform.summary, patterns: patternCounts(of: id))
            if !summary.transformsRun.contains(id) {
                readiness.notRun = notRun[id] ?? "not selected (--only / --skip)"
            } else {
                readiness.heldBackByTargets = summary.deployment.heldBackPhrase(for: id)
            }
            readiness.refusals = warningCounts[id]?[.refusal] ?? 0
            readiness.cautions = warningCounts[id]?[.caution] ?? 0
            readiness.refusalReasons = reasons[id]?[.refusal]?.ranked ?? []
            readiness.cautionReasons = reasons[id]?[.caution]?.ranked ?? []
            readiness.migratingWithBridge = bridged[id] ?? 0
            let stays = readiness.patterns.reduce(0) { $0 + $1.stay }
            if readiness.notRun == nil && readiness.heldBackByTargets == nil && stays > readiness.refusals { readiness.quietStays = ReadinessCatalog.quietStays[id] }
            report.transforms.append(readiness)
        }
        report.heldBack = heldBack.ranked.map { ReadinessReport.HeldBackClass(name: heldBackNames[$0.key] ?? $0.key, place: $0.key, sites: $0.count, reasons: heldBackReasons[$0.key] ?? []) }
        return report
    }

    private func patternCounts(of id: String) -> [ReadinessReport.PatternCount] {
        census.patterns.indices.filter { owners[$0] == id }.map { k in
            let migrated = max(0, before[k] - after[k])
            return ReadinessReport.PatternCount(pattern: census.patterns[k].title, found: before[k], migrate: migrated, stay: before[k] - migrated)
        }
    }
}

/// What the report groups warnings under: a declared reason's key (with its cause's key for a
/// relayed one), or a held-back class's place; its label and hint for people.
struct ReasonEntry: Hashable {
    var key: String
    var label: String
    var hint: String? = nil
    /// The option that helps (`--include-public`), listed as the report's `options`.
    var option: String? = nil
}

/// Counts per reason, in the order they were first seen, with the first place of each and
/// the option that helps.
struct ReasonTable {
    private var entries: [String: ReadinessReport.ReasonCount] = [:]
    private var order: [String] = []

    mutating func add(_ reason: ReasonEntry, at place: String) {
        if entries[reason.key] == nil {
            order.append(reason.key)
            entries[reason.key] = ReadinessReport.ReasonCount(key: reason.key, label: reason.label, hint: reason.hint, count: 0, example: place,
                                                              options: reason.option.map { [$0] })
        }
        entries[reason.key]!.count += 1
    }

    /// Most frequent first; ties in the order first seen.
    var ranked: [ReadinessReport.ReasonCount] {
        order.enumerated().sorted { a, b in
            let (x, y) = (entries[a.element]!.count, entries[b.element]!.count)
            return x != y ? x > y : a.offset < b.offset
        }.map { entries[$0.element]! }
    }
}

extension LegacyCensus {
    /// A file's pattern counts as read and as migrated (parses the file; any thread).
    public func counts(_ result: FileResult) -> (before: [Int], after: [Int]) {
        let original = count(in: SyntaxTree(bytes: result.original))
        return (original, result.changed ? count(in: SyntaxTree(bytes: result.output)) : original)
    }
}
