import Foundation
import MigrationKit
import SwiftCST
import TestSupport
@testable import Transforms
import XCTest

/// Collectors skip facts a project cannot need (`CollectorTrigger`): that only saves time. With
/// the scan or without it, every snapshot case and the example app migrate to the same bytes
/// with the same diagnostics; a project that never says `StateObject` gets no state-object facts.
final class CollectorTriggerTests: XCTestCase {
    func testScanChangesNoResult() throws {
        var projects: [[SourceFile]] = SnapshotCase.all(in: SnapshotTests.root).map { snapshot in
            snapshot.inputs.map { SourceFile(path: $0.name, bytes: [UInt8]((try? Data(contentsOf: $0.url)) ?? Data())) }
        }
        projects.append(try SourceFolders.sources(under: Toolchain.exampleApp).map { SourceFile(path: $0.name, bytes: $0.bytes) })
        for files in projects {
            let pipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
            let scanned = pipeline.buildIndex(files)
            var unscanned = ProjectIndex()
            for file in files { unscanned.merge(pipeline.collect(file)) }
            pipeline.resolve(&unscanned)
            for file in files {
                let fast = pipeline.migrate(file, index: scanned)
                let full = pipeline.migrate(file, index: unscanned)
                XCTAssertEqual(fast.output, full.output, "\(file.path): the scan changed the output")
                XCTAssertEqual(fast.diagnostics, full.diagnostics, "\(file.path): the scan changed the diagnostics")
            }
        }
    }

    func testNoStateObjectFactsWithoutTheWord() {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { init() { print("made") } }
            func make() -> Model { Model() }
            struct V: View {
                @ObservedObject var model = make()
                var body: some View { Text("") }
            }
            """
        let pipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
        let without = pipeline.buildIndex([SourceFile(path: "V.swift", text: source)])[ViewWrapperFacts.self]
        XCTAssertTrue(without.initializers.isEmpty && without.functions.isEmpty && without.constructionSites.isEmpty)
        let files = [SourceFile(path: "V.swift", text: source), SourceFile(path: "W.swift", text: "typealias Kept = StateObject\n")]
        let with = pipeline.buildIndex(files)[ViewWrapperFacts.self]
        XCTAssertFalse(with.initializers.isEmpty || with.functions.isEmpty)
    }

    func testMentions() {
        let word = CollectorTrigger("StateObject")
        XCTAssertTrue(ProjectMentions.unscanned.mentions(word))
        var mentions = ProjectMentions.noneFound
        mentions.add(scanning: Array("@ObservedObject var m".utf8), for: [word])
        XCTAssertFalse(mentions.mentions(word))
        var other = ProjectMentions.noneFound
        other.add(scanning: Array("// StateObject".utf8), for: [word])
        mentions.merge(other)
        XCTAssertTrue(mentions.mentions(word))
    }
}
