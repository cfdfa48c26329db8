import Foundation
import TestSupport
import XCTest

/// Checks the SwiftUI/Combine stubs against the probes in Tests/Stubs/Probes and the
/// example app in Examples/LegacyApp. Skips only when no swiftc is found.
final class StubProbeTests: XCTestCase {
    private func checker() throws -> StubTypeChecker {
        do {
            return try StubTypeChecker.shared()
        } catch StubTypeCheckerError.swiftcNotFound {
            throw XCTSkip("swiftc not found: the stub type checker needs a Swift toolchain")
        }
    }

    func testStubsBuildAndPreviewPluginIsAvailable() throws {
        let checker = try checker()
        XCTAssertTrue(FileManager.default.fileExists(atPath: checker.moduleDirectory.appendingPathComponent("SwiftUI.swiftmodule").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: checker.moduleDirectory.appendingPathComponent("Combine.swiftmodule").path))
        // Not a hard requirement of the stubs, but this toolchain has SwiftSyntax, so say so if it breaks.
        XCTAssertTrue(checker.supportsPreviewMacro, checker.previewMacroUnavailableReason ?? "")
    }

    func testThereAreProbesOfBothKinds() throws {
        let probes = try checker().probes()
        XCTAssertGreaterThanOrEqual(probes.filter(\.isAccept).count, 10)
        XCTAssertGreaterThanOrEqual(probes.filter { !$0.isAccept }.count, 19)
        for probe in probes where !probe.isAccept {
            XCTAssertFalse(probe.expectedError!.isEmpty, "\(probe.file.lastPathComponent) has no `// expect-error:` first line")
        }
    }

    func testAcceptProbesTypeCheck() throws {
        let checker = try checker()
        let probes = checker.probes().filter(\.isAccept)
        let outcomes = checker.typecheck(groups: probes.map { [$0.file] })
        for (probe, outcome) in zip(probes, outcomes) {
            XCTAssertTrue(outcome.succeeded, "\(probe.file.lastPathComponent) should type-check:\n\(errorLines(outcome.diagnostics))")
        }
    }

    func testRejectProbesFailWithTheExpectedError() throws {
        let checker = try checker()
        let probes = checker.probes().filter { !$0.isAccept }
        let outcomes = checker.typecheck(groups: probes.map { [$0.file] })
        for (probe, outcome) in zip(probes, outcomes) {
            let name = probe.file.lastPathComponent
            XCTAssertFalse(outcome.succeeded, "\(name) should not type-check")
            XCTAssertTrue(outcome.diagnostics.contains(probe.expectedError!),
                          "\(name) should fail with “\(probe.expectedError!)”, got:\n\(errorLines(outcome.diagnostics))")
        }
    }

    func testExampleAppTypeChecksAsOneModule() throws {
        let checker = try checker()
        let files = SourceFolders.files(under: Toolchain.exampleApp.appendingPathComponent("Sources"))
        XCTAssertGreaterThanOrEqual(files.count, 12, "Examples/LegacyApp/Sources should hold the example app")
        let outcome = checker.typecheck(files: files, moduleName: "LegacyApp")
        XCTAssertTrue(outcome.succeeded, "the example app should type-check:\n\(errorLines(outcome.diagnostics))")
    }

    func testModernProbesAlsoTypeCheckInSwift6Mode() throws {
        let checker = try checker()
        let names = ["accept-modern-observation.swift", "accept-bindable-local-in-body.swift", "accept-navigation-split-view.swift"]
        let files = names.map { checker.stubsDirectory.appendingPathComponent("Probes").appendingPathComponent($0) }
        let outcomes = checker.typecheck(groups: files.map { [$0] }, extraArguments: ["-swift-version", "6"])
        for (name, outcome) in zip(names, outcomes) {
            XCTAssertTrue(outcome.succeeded, "\(name) should type-check in Swift 6 mode:\n\(errorLines(outcome.diagnostics))")
        }
    }

    func testInMemorySourcesReportTheirOwnNames() throws {
        let checker = try checker()
        let good = checker.typecheck(source: "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n")
        XCTAssertTrue(good.succeeded, good.diagnostics)

        let bad = checker.typecheck(sources: [("Views/Bad.swift", "import SwiftUI\nlet x: Int = \"no\"\n")])
        XCTAssertFalse(bad.succeeded)
        XCTAssertTrue(bad.diagnostics.contains("Views/Bad.swift:2:"), bad.diagnostics)
        XCTAssertFalse(bad.diagnostics.contains("stub-check-"), bad.diagnostics)
    }

    func testBatchKeepsOrderAndIsolatesModules() throws {
        let checker = try checker()
        // Both groups declare `Model`: fine, because each group is its own module.
        let groups: [[(name: String, contents: String)]] = (0..<6).map { index in
            let body = index.isMultiple(of: 2) ? "Text(\"ok\")" : "Text(undefinedName)"
            return [
                ("Model.swift", "import SwiftUI\n@Observable final class Model { var n = \(index) }\n"),
                ("View.swift", "import SwiftUI\nstruct V: View { var body: some View { \(body) } }\n"),
            ]
        }
        let outcomes = checker.typecheck(sourceGroups: groups)
        XCTAssertEqual(outcomes.map(\.succeeded), [true, false, true, false, true, false])
        XCTAssertTrue(outcomes[1].diagnostics.contains("cannot find 'undefinedName' in scope"), outcomes[1].diagnostics)
    }

    /// The error lines of a diagnostics dump (the compiler also prints source excerpts).
    private func errorLines(_ diagnostics: String) -> String {
        let lines = diagnostics.split(separator: "\n").filter { $0.contains("error:") && !$0.hasPrefix(" ") }
        return lines.isEmpty ? diagnostics : lines.joined(separator: "\n")
    }
}
