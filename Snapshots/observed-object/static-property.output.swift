import SwiftUI

@Observable final class Catalog {
    var titles: [String] = []
}

struct CatalogView: View {
    let catalog: Catalog

    var body: some View {
        List(catalog.titles, id: \.self) { Text($0) }
    }
}

/// A static wrapper is never installed on a view: `@ObservedObject` only handed out its object.
enum CatalogFixtures {
    static var catalog = Catalog()

    static func makeView() -> some View {
        CatalogView(catalog: catalog)
    }
}
