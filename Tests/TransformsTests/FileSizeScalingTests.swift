import Foundation
import MigrationKit
import SwiftCST
import Transforms
import XCTest

/// One file's migration costs time in proportion to its size: a file of 8N views, every one of
/// which changes (and shares its property names with the others), takes about 8 times as long as
/// a file of N. Each view used to look at every use of its names in the whole file (and every
/// accepted edit), and each class at every type declaration, which made a generated 50 MB file
/// run for minutes.
final class FileSizeScalingTests: XCTestCase {
    func testAFileEightTimesAsLargeTakesAboutEightTimesAsLong() {
        let small = Self.file(views: 100), large = Self.file(views: 800)
        _ = Self.cpuSeconds(migrating: small)  // warm up
        let ratio = Self.cpuSeconds(migrating: large) / Self.cpuSeconds(migrating: small)
        // Linear gives 8 (7.5-8.2 measured); sheet-item's name lookups gave 44, and
        // observable-object's search for each class's extensions 12.2.
        XCTAssertLessThan(ratio, 11, "8 times the size took \(String(format: "%.1f", ratio)) times as long")
    }

    /// CPU seconds of this thread to migrate `file` alone, its outcome checked.
    private static func cpuSeconds(migrating file: SourceFile) -> Double {
        let start = threadCPUSeconds()
        let outcome = Pipeline(registry: TransformRegistry.all, options: MigrationOptions()).migrate([file])[0]
        let seconds = threadCPUSeconds() - start
        XCTAssertEqual(outcome.editCounts["sheet-item"] ?? 0 > 0, true, "the views' sheets must convert")
        XCTAssertEqual(outcome.editCounts["observable-object"] ?? 0 > 0, true)
        return seconds
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `views` models and views, all in one file, with the same property names in every view.
    private static func file(views: Int) -> SourceFile {
        let body = (0..<views).map { i in
            """
            struct Item\(i): Identifiable {
                let id: Int
            }

            final class Model\(i): ObservableObject {
                @Published var items: [Item\(i)] = []
            }

            struct Screen\(i): View {
                @StateObject private var model = Model\(i)()
                @State private var isShowingDetail = false
                @State private var selectedItem: Item\(i)?

                var body: some View {
                    List(model.items) { item in
                        Button("Open") {
                            selectedItem = item
                            isShowingDetail = true
                        }
                    }
                    .sheet(isPresented: $isShowingDetail) {
                        if let selectedItem {
                            Text("\\(selectedItem.id)")
                        }
                    }
                }
            }

            """
        }.joined()
        return SourceFile(path: "Screens.swift", text: "import SwiftUI\n\n" + body)
    }
}
