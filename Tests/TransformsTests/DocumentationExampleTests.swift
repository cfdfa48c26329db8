import Foundation
import MigrationKit
import SwiftCST
import TestSupport
import Transforms
import XCTest

/// The transforms' documented examples (`Transform.examples`, shown by `explain`) are what the
/// tool does: each Before, run through the pipeline with every transform as the tool runs them,
/// gives its After and its diagnostics exactly, and nothing more on a second run; Before and
/// After type-check against the stub SwiftUI and Combine modules.
final class DocumentationExampleTests: XCTestCase {
    private static let examplePath = "Example.swift"
    private static let contextPath = "Context.swift"

    private var examples: [(id: String, number: Int, example: TransformExample)] {
        TransformRegistry.all.flatMap { transform in transform.examples.enumerated().map { (transform.id, $0.offset + 1, $0.element) } }
    }

    func testEveryTransformShowsItsExamples() {
        for transform in TransformRegistry.all {
            XCTAssertFalse(transform.examples.isEmpty, "\(transform.id) documents no example")
            XCTAssertTrue(transform.documentation.contains(transform.examples.text), "\(transform.id): documentation does not show examples.text")
        }
    }

    func testExamplesGiveTheirAfter() throws {
        for (id, number, example) in examples {
            let label = "\(id) example \(number)"
            var options = MigrationOptions()
            let rest = try options.parse(example.options)
            XCTAssertEqual(rest, [], "\(label): not migration options")
            let files = [SourceFile(path: Self.examplePath, bytes: Array(example.before.utf8)),
                         SourceFile(path: Self.contextPath, bytes: Array(example.context.utf8))]
            let outcomes = Pipeline(registry: TransformRegistry.all, options: options).migrate(files)
            XCTAssertEqual(String(decoding: outcomes[0].output, as: UTF8.self), example.after, "\(label): After")
            XCTAssertFalse(outcomes[1].changed, "\(label): the run changes the context")
            XCTAssertEqual(outcomes[0].diagnostics.flatMap(\.lines), example.diagnostics, "\(label): diagnostics")
            XCTAssertEqual(outcomes[1].diagnostics.map(\.formatted), [], "\(label): diagnostics in the context")
            let second = Pipeline(registry: TransformRegistry.all, options: options).migrate(outcomes.map { SourceFile(path: $0.path, bytes: $0.output) })
            XCTAssertFalse(second.contains { $0.changed }, "\(label): a second run changes the After")
        }
    }

    func testExamplesTypeCheck() throws {
        let checker = try StubTypeChecker.shared()
        let groups = examples.flatMap { _, _, example in
            [example.before, example.after].map { [(name: Self.examplePath, contents: $0), (name: Self.contextPath, contents: example.context)] }
        }
        let labels = examples.flatMap { id, number, _ in ["\(id) example \(number) Before", "\(id) example \(number) After"] }
        for (label, outcome) in zip(labels, checker.typecheck(sourceGroups: groups)) where !outcome.succeeded {
            XCTFail("\(label) does not type-check:\n\(outcome.diagnostics)")
        }
    }
}
