import Foundation
import MigrationKit

/// The totals of a run, gathered from its file results, plus what the run assumed.
public struct RunSummary {
    public var scanned = 0
    public var changed = 0
    public var unchanged = 0
    public var failed = 0
    /// Files written to disk.
    public var written = 0
    public var editsByTransform: [String: Int] = [:]
    /// Diagnostic counts by transform id ("" for the tool's own errors) and severity.
    public var diagnosticsByTransform: [String: [Severity: Int]] = [:]
    /// Transforms that ran, in pipeline order.
    public var transformsRun: [String] = []
    /// Selected transforms that did not run because every file's deployment target is too old, with the reason.
    public var transformsNotRun: [(id: String, reason: String)] = []
    /// Transforms a deployment target held back that would have worked in some file.
    public var heldBackWork: Set<String> = []
    /// The deployment targets of the files, and what each held back.
    public var deployment = DeploymentSummary()
    /// The platforms the transforms assumed, and where that came from.
    public var platforms: [Platform] = []
    public var platformsOrigin = SettingOrigin.assumed
    /// `platformsOrigin` in words (`MigrationOptions.platformsSource`).
    public var platformsSource = ""
    /// The independent projects the run decided apart (`ProjectGrouping`), in the order of
    /// their files; empty when all files belong together.
    public var projects: [Project] = []
    /// Whether changed files were checked with `swiftc -frontend -parse`.
    public var compilerChecked = false
    public var timings = RunTimings()

    public init() {}

    /// Counts one file's result.
    public mutating func add(_ result: FileResult) {
        scanned += 1
        switch result.status {
        case .changed: changed += 1
        case .unchanged: unchanged += 1
        case .failed: failed += 1
        }
        if result.written { written += 1 }
        editsByTransform.merge(result.editCounts, uniquingKeysWith: +)
        heldBackWork.formUnion(result.heldBackWork)
        count(result.diagnostics)
    }

    /// Counts a changed file that could not be written after all (`failure` holds the error) as failed.
    mutating func notWritten(_ changed: FileResult, failure: FileResult) {
        self.changed -= 1
        failed += 1
        if changed.written { written -= 1 }
        editsByTransform = editsByTransform.merging(changed.editCounts.mapValues { -$0 }, uniquingKeysWith: +).filter { $0.value != 0 }
        count(failure.diagnostics)
    }

    private mutating func count(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            diagnosticsByTransform[diagnostic.transformID ?? "", default: [:]][diagnostic.severity, default: 0] += 1
        }
    }
}

extension RunSummary {
    /// A project decided apart: its project files, and how many of the run's files to migrate it holds.
    public struct Project: Sendable, Equatable, CustomStringConvertible {
        public var name: String
        public var files: Int

        /// `AppA/AppA.xcodeproj: 12 files`
        public var description: String { "\(name): \(files) \(files == 1 ? "file" : "files")" }
    }
}

/// Wall-clock seconds spent in each part of a run.
public struct RunTimings: Codable {
    public var discovery = 0.0
    public var index = 0.0
    /// Rewriting, checking and writing (and handing results to the caller).
    public var rewrite = 0.0
    public var total = 0.0
}
