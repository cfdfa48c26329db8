import Foundation
import MigrationKit
import TestSupport
import Transforms
import XCTest

/// The example app type-checks against the stubs before and after the whole migration.
final class ExampleAppTests: XCTestCase {
    private func sources() throws -> [(name: String, contents: String)] {
        try SourceFolders.files(under: Toolchain.exampleApp).map {
            (String($0.path.dropFirst(Toolchain.exampleApp.path.count + 1)), try String(contentsOf: $0, encoding: .utf8))
        }
    }

    func testExampleAppTypeChecksBeforeAndAfterMigration() throws {
        let checker = try StubTypeChecker.shared()
        let before = try sources()
        var options = MigrationOptions()
        (options.platforms, options.platformsSource) = PlatformInference.infer(paths: [Toolchain.exampleApp.path])
        let outcomes = Pipeline(registry: TransformRegistry.all, options: options)
            .migrate(before.map { SourceFile(path: $0.name, text: $0.contents) })
        XCTAssertEqual(outcomes.filter { $0.failure != nil }.map(\.path), [])
        let after = outcomes.map { (name: $0.path, contents: String(decoding: $0.output, as: UTF8.self)) }
        let results = checker.typecheck(sourceGroups: [before, after])
        XCTAssertTrue(results[0].succeeded, "the example app does not type-check before migration:\n\(results[0].diagnostics)")
        XCTAssertTrue(results[1].succeeded, "the example app does not type-check after migration:\n\(results[1].diagnostics)")
    }
}
