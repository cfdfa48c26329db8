import SwiftUI

final class Catalog: ObservableObject {
    @Published var titles: [String] = []
}

struct CatalogView: View {
    @ObservedObject var catalog: Catalog

    var body: some View {
        List(catalog.titles, id: \.self) { Text($0) }
    }
}

/// A static wrapper is never installed on a view: `@ObservedObject` only handed out its object.
enum CatalogFixtures {
    @ObservedObject static var catalog = Catalog()

    static func makeView() -> some View {
        CatalogView(catalog: catalog)
    }
}
