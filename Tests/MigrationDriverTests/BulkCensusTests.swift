import MigrationDriver
import MigrationKit
import SwiftCST
import XCTest

/// The readiness report's count of legacy patterns.
final class BulkCensusTests: XCTestCase {
    func testEachShapeCountsWhatItNames() {
        let source = """
        import SwiftUI

        protocol Loading: ObservableObject {}
        final class Store: ObservableObject { @Published var a = 1; @Published var b = 2 }
        extension Cache: Combine.ObservableObject {}

        struct V: View {
            @StateObject var store = Store()
            @SwiftUI.StateObject var other = Store()
            @State var flag = false
            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("A"), isActive: $flag) { Text("a") }
                    NavigationLink("B", tag: 1, selection: $choice) { Text("b") }
                }
                .sheet(isPresented: $flag) { Text("s") }
                .sheet(item: $item) { Text($0.name) }
                .environmentObject(store)
            }
            func NavigationViewLike() { let x: NavigationView<Text>? = nil; let y = self.NavigationView() }
        }
        """
        let census = LegacyCensus([
            LegacyPattern("conformances", .conformance("ObservableObject")),
            LegacyPattern("@Published", .attribute("Published")),
            LegacyPattern("@StateObject", .attribute("StateObject")),
            LegacyPattern("NavigationView", .call("NavigationView", labels: [])),
            LegacyPattern("isActive links", .call("NavigationLink", labels: ["isActive"])),
            LegacyPattern("tag links", .call("NavigationLink", labels: ["tag", "selection"])),
            LegacyPattern("sheets", .modifier("sheet", label: "isPresented")),
            LegacyPattern("injections", .modifier("environmentObject", label: nil)),
        ])
        XCTAssertEqual(census.count(in: SyntaxTree(source)), [2, 2, 2, 1, 1, 1, 1, 1])
    }
}
