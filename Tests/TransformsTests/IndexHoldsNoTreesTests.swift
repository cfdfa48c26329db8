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
        let urls = SourceFolders.files(under: Toolchain.exampleApp)
        XCTAssertFalse(urls.isEmpty)
        let pipeline = Pipeline(registry: TransformRegistry.all, options: MigrationOptions())
        var index = ProjectIndex()
        var trees: [() -> SyntaxTree?] = []
        func collect(_ url: URL) {
            let file = SourceFile(path: url.lastPathComponent, bytes: [UInt8]((try? Data(contentsOf: url)) ?? Data()))
            weak var tree = file.tree
            trees.append { tree }
            index.merge(pipeline.collect(file))
        }
        for url in urls { collect(url) }
        pipeline.resolve(&index)
        XCTAssertEqual(trees.filter { $0() != nil }.count, 0, "trees kept alive by the project index")
        _ = index
    }
}
