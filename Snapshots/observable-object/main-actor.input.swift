// snapshot: isolated
import SwiftUI

@MainActor final class SessionStore: ObservableObject {
    @Published var isSignedIn = false
}

@MainActor
final class DownloadQueue: ObservableObject {
    @Published var pending: [URL] = []
}
