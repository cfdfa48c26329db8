import Foundation
import MigrationKit
import SwiftCST
import TestSupport
@testable import Transforms
import XCTest

/// Measures the view-side transforms on real projects (not run by default):
///
///     VIEW_WRAPPER_SURVEY=/path/to/App1:/path/to/App2 swift test --filter ViewWrapperSurvey
///
/// For each project it runs the whole pipeline in memory (nothing is written) and prints, per
/// wrapper kind, how many properties were migrated and how many were left, grouped by reason;
/// and it fails when a migrated wrapper's type is not `@Observable` in the output (or assumed),
/// or when a wrapper left behind holds a type that became `@Observable` (code that would not
/// compile). `VIEW_WRAPPER_SURVEY_PRINT=1` also prints every changed file.
final class ViewWrapperSurvey: XCTestCase {
    func testSurvey() throws {
        guard let roots = SourceFolders.fromEnvironment("VIEW_WRAPPER_SURVEY") else {
            throw XCTSkip("set VIEW_WRAPPER_SURVEY to measure real projects")
        }
        for root in roots { try survey(root.path) }
    }

    private func survey(_ root: String) throws {
        let files = try SourceFolders.sources(under: URL(fileURLWithPath: root)).map { SourceFile(path: $0.name, bytes: $0.bytes) }
        let start = Date()
        let pipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
        let index = pipeline.buildIndex(files)
        let outcomes = files.map { pipeline.migrate($0, index: index) }
        let outputs = outcomes.map { SourceFile(path: $0.path, bytes: $0.output) }
        var outputTypes = TypeIndex()
        for file in outputs { outputTypes.merge(TypeIndexer.index(of: file)) }
        /// True when the type (or a project superclass) is @Observable in the output and none is an ObservableObject.
        func isObservable(_ record: WrapperRecord) -> Bool? {
            let types = record.possibleTypes(in: index)
            guard types.count == 1, let type = types.first, !outputTypes.declarations(of: type).isEmpty else { return nil }
            let lineage = outputTypes.classLineage(of: type)
            return lineage.contains { outputTypes.declarations(of: $0).contains { $0.attributes.contains("Observable") } }
                && !lineage.contains { outputTypes.conforms($0, to: "ObservableObject") }
        }
        print("== \(root): \(files.count) files, \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        for kind in ViewWrapperKind.allCases {
            var migrated = 0
            var left = 0
            var badMigrations: [String] = []
            var brokenLeftovers: [String] = []
            for (input, output) in zip(files, outputs) {
                let after = Set(WrapperProperty.all(kind, in: output).map { "\($0.record.ownerType).\($0.record.property)" })
                for property in WrapperProperty.all(kind, in: input) {
                    let key = "\(property.record.ownerType).\(property.record.property)"
                    if after.contains(key) {
                        left += 1
                        if isObservable(property.record) == true { brokenLeftovers.append("\(property.record.place) \(property.record.type)") }
                    } else {
                        migrated += 1
                        if isObservable(property.record) == false {
                            badMigrations.append("\(property.record.place) \(property.record.type)")
                        }
                    }
                }
            }
            print("  \(kind.attribute): \(migrated) migrated, \(left) left")
            let reasons = outcomes.flatMap(\.diagnostics).filter { $0.transformID == kind.transformID }.map { category($0.message) }
            for (reason, count) in Dictionary(grouping: reasons, by: { $0 }).mapValues(\.count).sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                print("    \(count)× \(reason)")
            }
            XCTAssertEqual(badMigrations, [], "\(root): \(kind.attribute) migrated while its type is not @Observable in the output")
            XCTAssertEqual(brokenLeftovers, [], "\(root): \(kind.attribute) left while its type became @Observable")
        }
        let vetoes = index[ViewWrapperFacts.self].vetoes
        let viewSideIDs = Set(ViewWrapperKind.allCases.map(\.transformID))
        let legacy = Dictionary(grouping: index[ObservationFacts.self].legacyUses.filter { viewSideIDs.contains($0.transformID) }) { $0.type.name }
        print("  classes kept ObservableObjects by a view-side refusal: \(legacy.count) for uses decided in phase 1, \(vetoes.count) in resolve")
        for (type, uses) in legacy.sorted(by: { $0.key < $1.key }) { print("    \(type): \(uses.map(\.description).joined(separator: "; "))") }
        for (type, reason) in vetoes.sorted(by: { $0.key < $1.key }) { print("    \(type): \(category(reason))") }
        // Idempotence: a second run over the output changes nothing the view-side transforms own.
        let secondPipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
        let secondIndex = secondPipeline.buildIndex(outputs)
        let unsettled = outputs.map { secondPipeline.migrate($0, index: secondIndex) }.filter { !viewSideIDs.isDisjoint(with: $0.touchedBy) }
        print("  files a second run changes again (view-side transforms): \(unsettled.count)")
        for outcome in unsettled.prefix(5) { print("    \(outcome.path)") }
        let failures = outcomes.filter { $0.failure != nil }
        if !failures.isEmpty { print("  files left unchanged after a failure: \(failures.count)"); for failure in failures.prefix(5) { print("    \(failure.path): \(failure.failure!)") } }
        if ProcessInfo.processInfo.environment["VIEW_WRAPPER_SURVEY_PRINT"] == "1" {
            for outcome in outcomes where outcome.changed { print("--- \(outcome.path)\n" + String(decoding: outcome.output, as: UTF8.self)) }
            for diagnostic in outcomes.flatMap(\.diagnostics) { print(diagnostic.formatted) }
        }
    }

    /// The message with names, places and quoted code masked, so equal reasons group.
    private func category(_ message: String) -> String {
        var text = message.replacingOccurrences(of: #"`[^`]*`"#, with: "`…`", options: .regularExpression)
        text = text.replacingOccurrences(of: #"[^ ]+\.swift:\d+:\d+"#, with: "PATH", options: .regularExpression)
        return String(text.prefix(220))
    }
}
