import Foundation
import MigrationKit
import TestSupport
import Transforms
import XCTest

/// `Transform.mayRewrite` only saves time: with the filter on or off, every snapshot case and
/// the example app migrate to the same bytes with the same diagnostics.
final class RewriteFilterTests: XCTestCase {
    func testFilterChangesNoResult() throws {
        var projects: [[(name: String, bytes: [UInt8])]] = SnapshotCase.all(in: SnapshotTests.root).map { snapshot in
            snapshot.inputs.map { ($0.name, [UInt8]((try? Data(contentsOf: $0.url)) ?? Data())) }
        }
        projects.append(try SourceFolders.sources(under: Toolchain.exampleApp))
        // REWRITE_FILTER_CORPUS=dir[:dir...] adds real projects (not in CI).
        for root in SourceFolders.fromEnvironment("REWRITE_FILTER_CORPUS") ?? [] {
            projects.append(try SourceFolders.sources(under: root))
        }

        for files in projects {
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
}
