import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import Transforms
import XCTest

/// The specification: every case under `Snapshots/`. See `SnapshotCase` for the layout.
final class SnapshotTests: XCTestCase {
    static let root = Toolchain.repositoryRoot.appendingPathComponent("Snapshots")

    /// Every case with what the pipeline made of it, run once for all the tests here.
    private static let runs: [(snapshot: SnapshotCase, result: SnapshotRunner.Result)] = {
        let cases = SnapshotCase.all(in: root)
        let runner = SnapshotRunner(registry: TransformRegistry.all)
        return Array(zip(cases, cases.concurrentMap(threads: ProcessInfo.processInfo.activeProcessorCount, minimumPerChunk: 1) { runner.run($0) }))
    }()

    func testSnapshotCases() throws {
        let cases = Self.runs.map(\.snapshot)
        for folder in Set(cases.map(\.transformID)) where TransformRegistry.transform(withID: folder) == nil {
            XCTFail("Snapshots/\(folder): no transform has this id")
        }
        let results = Self.runs.map(\.result)
        for (snapshot, result) in zip(cases, results) {
            for failure in result.failures { XCTFail("\(snapshot.displayName): \(failure)") }
        }
        try checkParses(cases, results)
    }

    func testEveryTransformHasSnapshotCases() {
        let cases = SnapshotCase.all(in: Self.root)
        for id in TransformRegistry.ids {
            let count = cases.filter { $0.transformID == id }.count
            XCTAssertGreaterThanOrEqual(count, 3, "Snapshots/\(id) needs cases for every rule and refusal of the transform")
        }
    }

    /// Every input and output that is not a marked fragment type-checks against the stub
    /// SwiftUI and Combine modules (and the real Observation module), each case as its own module.
    func testSnapshotInputsAndOutputsTypeCheck() throws {
        let checker = try StubTypeChecker.shared()
        let runs = Self.runs.filter { !$0.snapshot.isFragment }
        var groups: [[(name: String, contents: String)]] = []
        var labels: [String] = []
        for (snapshot, result) in runs {
            let inputs = result.inputs.map { (name: $0.name, contents: String(decoding: $0.contents, as: UTF8.self)) }
            let outputs = result.outputs.map { (name: $0.name, contents: String(decoding: $0.contents, as: UTF8.self)) }
            groups.append(inputs)
            labels.append("\(snapshot.displayName) input")
            if outputs.map(\.contents) != inputs.map(\.contents) {
                groups.append(outputs)
                labels.append("\(snapshot.displayName) output")
            }
        }
        for (label, outcome) in zip(labels, checker.typecheck(sourceGroups: groups)) where !outcome.succeeded {
            XCTFail("\(label) does not type-check (mark deliberate fragments with `// snapshot: fragment`):\n\(outcome.diagnostics)")
        }
    }

    /// Every input and output parses with `swiftc -frontend -parse` (one compiler run for all).
    private func checkParses(_ cases: [SnapshotCase], _ results: [SnapshotRunner.Result]) throws {
        guard let swiftc = Toolchain.swiftc else { return }
        var owners: [String] = []
        var files: [[UInt8]] = []
        for (snapshot, result) in zip(cases, results) {
            for (kind, sources) in [("input", result.inputs), ("output", result.outputs)] {
                for source in sources {
                    owners.append("\(snapshot.displayName) \(kind) \(source.name)")
                    files.append(source.contents)
                }
            }
        }
        let errors = try CompilerParseCheck(swiftc: swiftc.path).firstErrors(files)
        for (owner, error) in zip(owners, errors) {
            if let error { XCTFail("\(owner) does not parse: \(error)") }
        }
    }
}
