import SwiftUI

protocol ItemSource: AnyObject {
    var items: [String] { get }
}

@Observable final class RecentItems: ItemSource {
    var items: [String] = []
}

struct ItemList<Source: AnyObject & Observable & ItemSource>: View {
    @State var source: Source

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
