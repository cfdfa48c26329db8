import Foundation
import MigrationDriver
import MigrationKit
import TestSupport
import Transforms
import XCTest

/// The example app type-checks against the stubs after the whole migration (before it,
/// `StubProbeTests.testExampleAppTypeChecksAsOneModule` checks it).
final class ExampleAppTests: XCTestCase {
    private func sources() throws -> [(name: String, contents: String)] {
        try SourceFolders.sources(under: Toolchain.exampleApp).map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    func testExampleAppTypeChecksAfterMigration() throws {
        let checker = try StubTypeChecker.shared()
        let before = try sources()
        var options = MigrationOptions()
        (options.platforms, options.platformsOrigin) = PlatformInference.infer(paths: [Toolchain.exampleApp.path])
        let outcomes = Pipeline(registry: TransformRegistry.all, options: options)
            .migrate(before.map { SourceFile(path: $0.name, text: $0.contents) })
        XCTAssertEqual(outcomes.filter { $0.failure != nil }.map(\.path), [])
        let after = outcomes.map { (name: $0.path, contents: String(decoding: $0.output, as: UTF8.self)) }
        let result = checker.typecheck(sources: after)
        XCTAssertTrue(result.succeeded, "the example app does not type-check after migration:\n\(result.diagnostics)")
    }
}
