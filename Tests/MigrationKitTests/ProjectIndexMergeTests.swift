import MigrationKit
import XCTest

/// Merging per-file indexes happens once per file of the project: it must merge facets in
/// place, not copy everything merged so far each time (which made phase 1 quadratic).
final class ProjectIndexMergeTests: XCTestCase {
    /// A facet that counts the times its storage had to be copied before a merge.
    struct CountingFacet: IndexFacet {
        final class Storage {
            var items: [Int] = []
            var copies = 0
        }
        var storage = Storage()

        init() {}
        init(_ item: Int) { storage.items = [item] }

        mutating func merge(_ other: CountingFacet) {
            if !isKnownUniquelyReferenced(&storage) {
                let copy = Storage()
                copy.items = storage.items
                copy.copies = storage.copies + 1
                storage = copy
            }
            storage.items += other.storage.items
        }
    }

    func testMergesFacetsInPlace() {
        var index = ProjectIndex()
        for item in 0..<1000 {
            var contribution = ProjectIndex()
            contribution[CountingFacet.self] = CountingFacet(item)
            index.merge(contribution)
        }
        let facet = index[CountingFacet.self]
        XCTAssertEqual(facet.storage.items, Array(0..<1000))
        XCTAssertLessThanOrEqual(facet.storage.copies, 1)
    }

    func testACopyOfAnIndexKeepsItsValue() {
        var index = ProjectIndex()
        var first = ProjectIndex()
        first[CountingFacet.self] = CountingFacet(1)
        index.merge(first)
        index.merge(first)
        let snapshot = index
        var more = ProjectIndex()
        more[CountingFacet.self] = CountingFacet(2)
        index.merge(more)
        XCTAssertEqual(snapshot[CountingFacet.self].storage.items, [1, 1])
        XCTAssertEqual(index[CountingFacet.self].storage.items, [1, 1, 2])
        XCTAssertEqual(first[CountingFacet.self].storage.items, [1])
    }
}
