import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

final class ProjectRunnerTests: XCTestCase {
    private func request(_ scratch: TemporaryDirectory, _ paths: [String], registry: [any Transform.Type] = [MarkerTransform.self],
                         jobs: Int = 2, writes: Bool = false) -> RunRequest {
        var request = RunRequest(paths: paths.map { scratch.path + "/" + $0 }, options: MigrationOptions(), registry: registry)
        request.jobs = jobs
        request.writesChanges = writes
        request.display = PathDisplay(base: scratch.path)
        return request
    }

    private func run(_ request: RunRequest) -> (results: [FileResult], summary: RunSummary) {
        let collected = Collected()
        let summary = ProjectRunner(request).run { collected.results.append($0) }
        return (collected.results, summary)
    }

    private final class Collected: @unchecked Sendable { var results: [FileResult] = [] }

    private func view(_ n: Int) -> String {
        "import SwiftUI\n\nstruct View\(n): View {\n    let legacyMarker = 1\n    let legacyLink = 2\n}\n"
    }

    func testResultsAndIndexAreTheSameWhateverTheNumberOfThreads() {
        let scratch = TemporaryDirectory()
        for n in 0..<60 { scratch.write("App/F\(String(n).leftPadded(to: 2)).swift", n % 3 == 0 ? "struct Plain\(n) {}\n" : view(n)) }
        func describe(_ jobs: Int) -> [String] {
            run(request(scratch, ["App"], registry: [CountTypes.self, MarkerTransform.self], jobs: jobs)).results.map {
                "\($0.path) \($0.status) \(String(decoding: $0.output, as: UTF8.self)) \($0.diagnostics.map { "\($0.formatted) \($0.notes.map(\.message).joined(separator: ","))" })"
            }
        }
        let single = describe(1)
        XCTAssertEqual(single.count, 60)
        XCTAssertTrue(single[0].hasPrefix("App/F00.swift unchanged"))
        XCTAssertTrue(single[1].contains("let modernMarker = 1"))
        // Every file sees every type of the project, in file order.
        let allTypes = (0..<60).map { $0 % 3 == 0 ? "Plain\($0)" : "View\($0)" }.joined(separator: ",")
        XCTAssertTrue(single[5].contains("note: project types: 60 [count-types] \(allTypes)"))
        XCTAssertEqual(describe(4), single)
        XCTAssertEqual(describe(3), single)
    }

    func testWritesChangedFilesOnlyAndCountsThem() throws {
        let scratch = TemporaryDirectory()
        scratch.write("A.swift", view(1))
        let plain = scratch.write("B.swift", "struct B {}\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1000)], ofItemAtPath: plain)
        let (results, summary) = run(request(scratch, ["."], writes: true))
        XCTAssertEqual(results.map(\.status), [.changed, .unchanged])
        XCTAssertTrue(results[0].written)
        XCTAssertTrue(scratch.text("A.swift").contains("modernMarker"))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: plain)[.modificationDate] as? Date, Date(timeIntervalSince1970: 1000))
        XCTAssertEqual([summary.scanned, summary.changed, summary.unchanged, summary.failed, summary.written], [2, 1, 1, 0, 1])
        XCTAssertEqual(summary.editsByTransform, ["test-marker": 1])
        XCTAssertEqual(summary.diagnosticsByTransform["test-marker"]?[.warning], 1)
    }

    func testBadFilesFailAloneAndInOrder() {
        let scratch = TemporaryDirectory()
        scratch.write("A.swift", view(1))
        scratch.write("B.swift", bytes: [0x73, 0x00, 0x01])
        scratch.write("C.swift", bytes: Array("let s = \"".utf8) + [0xFF] + Array("\"\n".utf8))
        scratch.write("D.swift", view(4))
        let (results, summary) = run(request(scratch, ["A.swift", "Missing.swift", "."], writes: true))
        XCTAssertEqual(results.map(\.path), ["A.swift", "Missing.swift", "B.swift", "C.swift", "D.swift"])
        XCTAssertEqual(results.map(\.status), [.changed, .failed, .failed, .failed, .changed])
        XCTAssertEqual(results.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.formatted), [
            "Missing.swift:1:1: error: cannot read: No such file or directory",
            "B.swift:1:1: error: binary file (it contains NUL bytes); skipped",
            "C.swift:1:10: error: not valid UTF-8 (byte 0xFF at line 1, column 10); skipped",
        ])
        XCTAssertEqual(summary.failed, 3)
        XCTAssertTrue(scratch.text("D.swift").contains("modernMarker"))
    }

    func testAFileChangedBeforeItsWriteIsNotWritten() {
        let scratch = TemporaryDirectory()
        scratch.write("A.swift", view(1))
        scratch.write("B.swift", view(2))
        var request = request(scratch, ["."], writes: true)
        request.beforeWrite = { path in
            if path.hasSuffix("A.swift") { try? Data("// edited meanwhile\n".utf8).write(to: URL(fileURLWithPath: path)) }
        }
        let collected = Collected()
        var notWritten: [FileResult] = []
        let summary = ProjectRunner(request).run(prepare: { _ in () }, notWritten: { notWritten.append($0) }, { result, _ in
            collected.results.append(result)
        })
        XCTAssertEqual(collected.results.map(\.status), [.changed, .changed], "results are handed on before the files are written")
        XCTAssertEqual(notWritten.map(\.status), [.failed])
        XCTAssertEqual(notWritten.flatMap(\.diagnostics).map(\.formatted),
                       ["A.swift:1:1: error: changed on disk while swiftui-migrate was running; not written (run again to migrate it)"])
        XCTAssertEqual([summary.changed, summary.failed, summary.written], [1, 1, 1])
        XCTAssertEqual(summary.editsByTransform, ["test-marker": 1])
        XCTAssertEqual(scratch.text("A.swift"), "// edited meanwhile\n")
        XCTAssertTrue(scratch.text("B.swift").contains("modernMarker"))
    }

    /// A file whose migration fails after edits that other files' edits need is held back, and
    /// the project decided again: the others do not keep edits that depend on it.
    func testAFailedFileHoldsBackTheEditsThatDependOnIt() {
        let scratch = TemporaryDirectory()
        scratch.write("A.swift", "struct A { let pairedName = 1; let overlapHere = 2 }\n")
        scratch.write("B.swift", "struct B { let pairedName = 1 }\n")
        scratch.write("C.swift", "struct C { let legacyMarker = 1 }\n")
        let (results, summary) = run(request(scratch, ["."], registry: [PairedRename.self, MarkerTransform.self], writes: true))
        XCTAssertEqual(results.map(\.path), ["A.swift", "B.swift", "C.swift"])
        XCTAssertEqual(results.map(\.status), [.failed, .unchanged, .changed], results.map { String(decoding: $0.output, as: UTF8.self) + "\($0.diagnostics.map(\.formatted))" }.joined())
        XCTAssertTrue(results[0].failureMessage.contains("internal error"), results[0].failureMessage)
        XCTAssertEqual(scratch.text("A.swift"), "struct A { let pairedName = 1; let overlapHere = 2 }\n", "A keeps its failure")
        XCTAssertEqual(scratch.text("B.swift"), "struct B { let pairedName = 1 }\n", "B keeps the name A still uses")
        XCTAssertEqual(scratch.text("C.swift"), "struct C { let modernMarker = 1 }\n", "edits that stand alone are made")
        XCTAssertEqual([summary.changed, summary.failed], [1, 1])
    }

    /// Every changed file is written once all are done: a run cancelled before then writes nothing.
    func testACancelledRunWritesNothing() {
        let scratch = TemporaryDirectory()
        for n in 0..<8 { scratch.write("F\(n).swift", view(n)) }
        var request = request(scratch, ["."], jobs: 1, writes: true)
        let cancellation = RunCancellation()
        request.cancellation = cancellation
        let (results, summary) = run(request)
        XCTAssertEqual(summary.written, 8)
        XCTAssertEqual(results.count, 8)
        for n in 0..<8 { XCTAssertTrue(scratch.text("F\(n).swift").contains("modernMarker")) }

        let again = TemporaryDirectory()
        for n in 0..<8 { again.write("F\(n).swift", view(n)) }
        var cancelled = self.request(again, ["."], jobs: 1, writes: true)
        cancelled.cancellation = cancellation
        var handed = 0
        _ = ProjectRunner(cancelled).run { _ in
            handed += 1
            if handed == 3 { cancellation.cancel() }
        }
        XCTAssertLessThan(handed, 8, "no file is started after the cancellation")
        for n in 0..<8 { XCTAssertEqual(again.text("F\(n).swift"), view(n)) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: again.path).count, 8, "no temporary file")
    }

    func testAFileChangedBetweenThePhasesIsLeftAlone() {
        let scratch = TemporaryDirectory()
        let path = scratch.write("A.swift", view(1))
        var request = request(scratch, ["."], writes: true, )
        request.jobs = 1
        request.progress = { progress in
            if progress.phase == .indexing && progress.done == progress.total { try? Data("struct Edited {}\n".utf8).write(to: URL(fileURLWithPath: path)) }
        }
        let (results, _) = run(request)
        XCTAssertEqual(results.first?.diagnostics.last?.message, "changed on disk while swiftui-migrate was running; left unchanged (run again to migrate it)")
        XCTAssertEqual(scratch.text("A.swift"), "struct Edited {}\n")
    }

    func testOutputsThatNoLongerParseWithSwiftcAreNotWritten() throws {
        guard let compiler = CompilerParseCheck.fromEnvironment() else { throw XCTSkip("swiftc not on PATH") }
        let scratch = TemporaryDirectory()
        scratch.write("A.swift", "struct A {\n    let breakThisFile = legacyMarker()\n}\n")
        scratch.write("B.swift", view(2))
        // Its input does not parse either, so its output is not held against the migration.
        scratch.write("C.swift", "struct C {\n    let breakThisFile = legacyMarker(\n}\n}\n")
        var request = request(scratch, ["."], writes: true)
        request.compilerCheck = compiler
        let (results, _) = run(request)
        XCTAssertEqual(results.map(\.status), [.failed, .changed, .changed])
        XCTAssertEqual(results[0].diagnostics.last?.message,
                       "the migrated file does not parse with swiftc (line 4, column 1: expected '}' in struct); "
                           + "transforms that edited it: test-marker; left unchanged")
        XCTAssertEqual(scratch.text("A.swift"), "struct A {\n    let breakThisFile = legacyMarker()\n}\n")
    }

    func testInMemorySourceReplacesTheFileOnDiskInTheProjectIndex() {
        let scratch = TemporaryDirectory()
        scratch.write("App/A.swift", "struct OnDisk {}\n")
        scratch.write("App/B.swift", "struct Other {}\n")
        var request = request(scratch, [], registry: [CountTypes.self])
        request.inMemory = [(scratch.path + "/App/A.swift", Array("struct InMemory {}\n".utf8))]
        request.projectPaths = [scratch.path + "/App"]
        let (results, _) = run(request)
        XCTAssertEqual(results.map(\.path), ["App/A.swift"])
        XCTAssertEqual(results[0].diagnostics.map(\.message), ["project types: 2"])
        XCTAssertEqual(results[0].diagnostics.flatMap(\.notes).map(\.message), ["InMemory", "Other"])
        XCTAssertEqual(scratch.text("App/A.swift"), "struct OnDisk {}\n")
    }

    func testDeploymentTargetsAndPlatformsAreInTheSummary() {
        let scratch = TemporaryDirectory()
        scratch.write("A.swift", view(1))
        var request = request(scratch, ["."])
        request.options.deploymentTargets.overrides[.iOS] = OSVersion(14)
        request.options.platforms = [.ipad, .iphone]
        let (results, summary) = run(request)
        XCTAssertEqual(results.map(\.status), [.unchanged])
        XCTAssertEqual(summary.transformsNotRun.map(\.id), ["test-marker"])
        let line = SummaryLine.text(summary, writes: false)
        XCTAssertEqual(summary.transformsNotRun.map(\.reason),
                       ["held back in every file: --min-ios 14, and it needs iOS 15"])
        XCTAssertTrue(line.hasPrefix("swiftui-migrate: 1 file scanned: 0 would change, 1 unchanged, 0 failed; 1 diagnostic; deployment targets: "
            + "iOS 14 (--min-ios) holds back test-marker; "
            + "platforms: iphone,ipad (assumed); "), line)
    }
}
