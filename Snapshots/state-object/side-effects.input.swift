import SwiftUI

final class AnalyticsClient {
    static let shared = AnalyticsClient()

    func track(_ event: String) {}
}

@MainActor
final class FeedModel: ObservableObject {
    @Published var posts: [String] = []

    init() {
        Task { await self.reload() }
    }

    func reload() async {
        posts = ["Hello"]
    }
}

// Reads a stored singleton, made once: reading it again changes nothing, so no warning.
final class ProfileModel: ObservableObject {
    @Published var name: String
    private let analytics: AnalyticsClient

    init(name: String) {
        self.name = name
        analytics = AnalyticsClient.shared
    }
}

final class DraftModel: ObservableObject {
    @Published var text = ""
    @Published var savedAt: Date?
    private let limit: Int

    init(limit: Int = 280) {
        if limit > 0 {
            self.limit = limit
        } else {
            self.limit = 280
        }
    }
}

struct HomeView: View {
    @StateObject private var feed = FeedModel()
    @StateObject private var profile = ProfileModel(name: "Ada")
    @StateObject private var draft = DraftModel(limit: 140)

    var body: some View {
        List {
            Text(profile.name)
            TextField("Draft", text: $draft.text)
            ForEach(feed.posts, id: \.self) { post in
                Text(post)
            }
        }
    }
}
