import Foundation
import MigrationKit
import SwiftCST
import TestSupport
import Transforms
import XCTest

/// Phase 1 keeps summaries, not trees: once a file is collected and dropped, its tree is
/// freed, whatever the transforms stored in their facets. (A facet holding a `Node` would keep
/// the whole tree alive, and a 50,000-file run would hold 50,000 trees.)
final class IndexHoldsNoTreesTests: XCTestCase {
    func testCollectingTheExampleAppKeepsNoTreeAlive() throws {
        let sources = try SourceFolders.sources(under: Toolchain.exampleApp)
        XCTAssertFalse(sources.isEmpty)
        let pipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
        var index = ProjectIndex()
        var trees: [() -> SyntaxTree?] = []
        func collect(_ source: (name: String, bytes: [UInt8])) {
            let file = SourceFile(path: source.name, bytes: source.bytes)
            weak let tree = file.tree
            trees.append { tree }
            index.merge(pipeline.collect(file))
        }
        for source in sources { collect(source) }
        pipeline.resolve(&index)
        XCTAssertEqual(trees.filter { $0() != nil }.count, 0, "trees kept alive by the project index")
        _ = index
    }
}
