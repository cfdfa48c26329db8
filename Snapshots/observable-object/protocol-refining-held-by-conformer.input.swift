// snapshot: isolated
import SwiftUI

protocol Loading: ObservableObject {
    var isLoading: Bool { get }
}

final class FeedModel: Loading {
    @Published var isLoading = false
}

final class ProfileModel: Loading {
    @Published var isLoading = false
}

struct ProfileBadge: View {
    @ObservedObject var profile: ProfileModel

    var body: some View {
        Text(profile.isLoading ? "…" : "ok")
            .onReceive(profile.objectWillChange) { print("changing") }
    }
}
