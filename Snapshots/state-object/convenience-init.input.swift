import SwiftUI

final class SessionModel: ObservableObject {
    @Published var user: String?

    init(token: String) {
        self.user = token
        Task { }
    }

    convenience init() {
        self.init(token: "guest")
    }

    convenience init(user: String) {
        self.init(token: user)
        self.user = user
    }
}

final class DraftStore: ObservableObject {
    @Published var drafts: [String] = []

    init(drafts: [String]) {
        self.drafts = drafts
    }

    convenience init(restoring name: String) {
        self.init(drafts: [])
        restore(name)
    }

    func restore(_ name: String) { UserDefaults.standard.set(name, forKey: "draft") }
}

struct SessionView: View {
    @StateObject private var guest = SessionModel()
    @StateObject private var member = SessionModel(user: "ada")
    @StateObject private var drafts = DraftStore(drafts: [])
    @StateObject private var restored = DraftStore(restoring: "last")

    var body: some View {
        Text("\(guest.user ?? "") \(member.user ?? "") \(drafts.drafts.count) \(restored.drafts.count)")
    }
}
