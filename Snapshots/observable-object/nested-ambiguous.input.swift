import SwiftUI

struct PhoneFeed {
    final class Model: ObservableObject {
        @Published var items: [String] = []
    }
}

struct DeskFeed {
    final class Model: ObservableObject {
        @Published var items: [String] = []
    }
}

/// `Model` is one of two types, by platform: neither can migrate without the other.
struct FeedView: View {
#if os(iOS)
    typealias Model = PhoneFeed.Model
#else
    typealias Model = DeskFeed.Model
#endif
    @StateObject private var model = Model()

    var body: some View { List(model.items, id: \.self) { Text($0) } }
}
