import Foundation
import MigrationDriver
@testable import MigrationKit
import SwiftCST
import TestSupport
@testable import Transforms
import XCTest

/// Opt-in measurement on real projects: `OBSERVABLE_OBJECT_CORPUS=/path/to/app swift test
/// --filter ObservableObjectCorpusTests` runs `observable-object` alone over every `.swift`
/// file below the path (one project) and prints every ObservableObject type as migrated or
/// refused (by reason), checks that none is missing from the decision, and that every
/// changed file still parses with `swiftc -frontend -parse`.
final class ObservableObjectCorpusTests: XCTestCase {
    func testCorpusProject() throws {
        guard let root = ProcessInfo.processInfo.environment["OBSERVABLE_OBJECT_CORPUS"] else {
            throw XCTSkip("set OBSERVABLE_OBJECT_CORPUS to a project folder to measure")
        }
        var options = MigrationOptions()
        options.only = [ObservableObjectTransform.id]
        let pipeline = Pipeline(registry: TransformRegistry.all, options: options)
        let files = try SourceFolders.sources(under: URL(fileURLWithPath: root)).map { SourceFile(path: $0.name, bytes: $0.bytes) }
        let partial = files.concurrentMap(threads: ProcessInfo.processInfo.activeProcessorCount) { pipeline.collect($0) }
        var index = ProjectIndex()
        for part in partial { index.merge(part) }
        pipeline.resolve(&index)
        let outcomes = files.concurrentMap(threads: ProcessInfo.processInfo.activeProcessorCount) { pipeline.migrate($0, index: index) }

        let decisions = index[ObservableObjectDecisions.self]
        let facts = index[ObservationFacts.self]
        // Every class that lists ObservableObject (or inherits it) has a decision.
        let listed = Set(index.types.all.filter { $0.inheritedTypes.contains("ObservableObject") && !$0.attributes.contains("Observable") && $0.kind != .protocol }.map { TypeIdentity($0.qualifiedName) })
        let undecided = listed.subtracting(decisions.migrating).subtracting(decisions.refusals.keys)
        XCTAssertEqual(undecided, [], "ObservableObject types without a decision")

        var byKind: [String: Int] = [:]
        for (_, reasons) in decisions.refusals { byKind[reasons[0].reason.key.rawValue, default: 0] += 1 }
        var anyKind: [String: Int] = [:]
        for (_, reasons) in decisions.refusals { for kind in Set(reasons.map(\.reason.key.rawValue)) { anyKind[kind, default: 0] += 1 } }
        let total = decisions.migrating.count + decisions.refusals.count
        var report = "\n== \(root)\n"
        report += "ObservableObject types: \(total) (declarations: \(decisions.declarations.values.filter(\.getsWarnings).count))\n"
        report += "migrated: \(decisions.migrating.count) (\(total == 0 ? 0 : decisions.migrating.count * 100 / total)%), refused: \(decisions.refusals.count)\n"
        report += "refused by first reason:\n" + byKind.sorted { $0.value > $1.value }.map { "  \($0.value)\t\($0.key)" }.joined(separator: "\n") + "\n"
        report += "refusals naming each reason:\n" + anyKind.sorted { $0.value > $1.value }.map { "  \($0.value)\t\($0.key)" }.joined(separator: "\n") + "\n"
        report += "already @Observable: \(facts.statuses.values.filter { $0 == .alreadyObservable }.count)\n"
        let changed = outcomes.filter(\.changed)
        report += "files changed: \(changed.count); failures: \(outcomes.filter { $0.failure != nil }.count)\n"
        let second = pipeline.migrate(outcomes.map { SourceFile(path: $0.path, bytes: $0.output) }).filter(\.changed)
        report += "idempotence: \(second.count) files change again on a second run\(second.isEmpty ? "" : ": " + second.map(\.path).joined(separator: ", "))\n"
        if ProcessInfo.processInfo.environment["OBSERVABLE_OBJECT_VERBOSE"] != nil {
            for outcome in outcomes { for diagnostic in outcome.diagnostics { report += diagnostic.formatted + "\n" } }
            report += "migrated: " + decisions.migrating.sorted().map(\.qualifiedName).joined(separator: ", ") + "\n"
            report += "refused: " + decisions.refusals.keys.sorted().map(\.qualifiedName).joined(separator: ", ") + "\n"
        }
        for outcome in outcomes where outcome.failure != nil { report += "FAILED \(outcome.path): \(outcome.failure!)\n" }
        report += parseCheck(changed)
        if let folder = ProcessInfo.processInfo.environment["OBSERVABLE_OBJECT_WRITE"] {
            for outcome in changed {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(outcome.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(outcome.output).write(to: url)
            }
        }
        print(report)
        if let out = ProcessInfo.processInfo.environment["OBSERVABLE_OBJECT_OUT"] {
            try report.write(toFile: out, atomically: true, encoding: .utf8)
        }
    }

    /// `swiftc -frontend -parse` on the original and migrated text of every changed file:
    /// a migrated file must not fail where its original parsed.
    private func parseCheck(_ changed: [FileOutcome]) -> String {
        guard let swiftc = Toolchain.swiftc else { return "parse check skipped: no swiftc\n" }
        let problems = CompilerParseCheck(swiftc: swiftc.path).problems(in: changed.map { ($0.original, $0.output) })
        let broken = zip(changed, problems).compactMap { outcome, problem in problem.map { "\(outcome.path): \($0)" } }
        return "parse check: \(changed.count) changed files, \(broken.count) no longer parse\n" + broken.joined(separator: "\n")
    }
}
