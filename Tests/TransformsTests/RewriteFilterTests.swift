import Foundation
import MigrationKit
import TestSupport
import Transforms
import XCTest

/// `Transform.mayRewrite` and phase 1's trees only save time: with the filter on or off, and
/// on a tree phase 1 collected from or on a fresh one, every snapshot case and the example app
/// migrate to the same bytes with the same diagnostics.
final class RewriteFilterTests: XCTestCase {
    /// The snapshot cases' inputs, the example app, and REWRITE_FILTER_CORPUS=dir[:dir...] (real
    /// projects, not in CI), each a project.
    private func projects() throws -> [[(name: String, bytes: [UInt8])]] {
        var projects: [[(name: String, bytes: [UInt8])]] = SnapshotCase.all(in: SnapshotTests.root).map { snapshot in
            snapshot.inputs.map { ($0.name, [UInt8]((try? Data(contentsOf: $0.url)) ?? Data())) }
        }
        projects.append(try SourceFolders.sources(under: Toolchain.exampleApp))
        for root in SourceFolders.fromEnvironment("REWRITE_FILTER_CORPUS") ?? [] {
            projects.append(try SourceFolders.sources(under: root))
        }
        return projects
    }

    func testFilterChangesNoResult() throws {
        for files in try projects() {
            let filtered = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
            var unfiltered = filtered
            unfiltered.skipsUntouchedFiles = false
            let index = filtered.buildIndex(files.map { SourceFile(path: $0.name, bytes: $0.bytes) })
            for file in files {
                let fast = filtered.migrate(path: file.name, bytes: file.bytes, index: index)
                let full = unfiltered.migrate(path: file.name, bytes: file.bytes, index: index)
                XCTAssertEqual(fast.output, full.output, "\(file.name): the filter changed the output")
                XCTAssertEqual(fast.diagnostics, full.diagnostics, "\(file.name): the filter changed the diagnostics")
            }
        }
    }

    /// The run keeps phase 1's trees for phase 2 (`KeptTrees`): a tree every transform collected
    /// from must migrate as a fresh parse of its bytes does.
    func testPhaseOneTreesMigrateAsFreshOnesDo() throws {
        for files in try projects() {
            let pipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
            let collected = files.map { SourceFile(path: $0.name, bytes: $0.bytes) }
            let index = pipeline.buildIndex(collected)
            for (file, tree) in zip(files, collected) {
                let reused = pipeline.migrate(path: file.name, bytes: file.bytes, index: index, parsed: tree)
                let fresh = pipeline.migrate(path: file.name, bytes: file.bytes, index: index)
                XCTAssertEqual(reused.output, fresh.output, "\(file.name): phase 1's tree changed the output")
                XCTAssertEqual(reused.diagnostics, fresh.diagnostics, "\(file.name): phase 1's tree changed the diagnostics")
            }
        }
    }
}
