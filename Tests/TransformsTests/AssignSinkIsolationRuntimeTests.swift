import Foundation
import TestSupport
import XCTest

/// Why `observable-object` cautions at an `assign(to: &$name)` of a global-actor class that it
/// turns into a `sink` (`sink-on-global-actor`): built in the Swift 6 language mode, the legacy
/// `assign` takes a value a publisher delivers on another thread, while the migrated `sink`'s
/// closure, isolated to the main actor, checks its isolation at run time (SE-0423) and traps.
/// The case `publisher-assign-actor-runs` shows both forms alike in the Swift 5 mode.
final class AssignSinkIsolationRuntimeTests: XCTestCase {
    func testTheMigratedSinkTrapsOffTheMainActorInSwift6Mode() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let name = "publisher-assign-actor-runs"
        let text = { (suffix: String) in
            try String(contentsOf: ObservableObjectRuntimeTests.folder.appendingPathComponent(name + suffix), encoding: .utf8)
        }
        let (input, output, main) = try (text(".input.swift"), text(".output.swift"), text(".main.swift"))
        let directory = TemporaryDirectory(prefix: "actor-runtime")
        let library = ObservableObjectRuntimeTests.buildCombine(in: directory, swiftc: swiftc)
        guard library.succeeded else { return XCTFail("the runnable Combine stand-in does not build:\n\(library.output)") }

        let legacy = ObservableObjectRuntimeTests.buildAndRun(input, main, in: directory, as: "legacy", swiftc: swiftc, languageMode: "6")
        XCTAssertEqual(try legacy.outcome.get(), try text(".run"), "assign writes from any thread")

        let migrated = ObservableObjectRuntimeTests.buildAndRun(output, main, in: directory, as: "migrated", swiftc: swiftc, languageMode: "6")
        XCTAssertTrue(migrated.build.succeeded, "the migrated program does not build:\n\(migrated.build.output)")
        let run = try XCTUnwrap(migrated.run)
        XCTAssertTrue(run.terminatedBySignal && !run.timedOut, "the sink's @MainActor closure does not trap off the main actor:\n\(run.output)")
        XCTAssertTrue(run.output.hasPrefix("unread 1 after a send on the main thread\n"), run.output)
        XCTAssertFalse(run.output.contains("after a send on another thread"), run.output)
    }
}
