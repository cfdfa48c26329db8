// snapshot: isolated
import SwiftUI

@MainActor @Observable final class SessionStore {
    var isSignedIn = false
}

@MainActor
@Observable
final class DownloadQueue {
    var pending: [URL] = []
}
