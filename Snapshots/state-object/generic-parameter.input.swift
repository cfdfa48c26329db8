import SwiftUI

protocol ItemSource: AnyObject {
    var items: [String] { get }
}

final class RecentItems: ObservableObject, ItemSource {
    @Published var items: [String] = []
}

struct ItemList<Source: ObservableObject & ItemSource>: View {
    @StateObject var source: Source

    var body: some View {
        List(source.items, id: \.self) { item in
            Text(item)
        }
    }
}

struct RecentScreen: View {
    var body: some View {
        ItemList(source: RecentItems())
    }
}
