import SwiftUI

/// Runs the caller's action when it is released (the action stops playback, say).
final class Lease: ObservableObject {
    @Published var isActive = true
    private let release: () -> Void

    init(release: @escaping () -> Void) {
        self.release = release
    }

    deinit {
        release()
    }
}

/// Only cleans up what it owns: nothing to warn about.
final class Recorder: ObservableObject {
    @Published var level = 0.0
    private var timer: Timer?

    deinit {
        timer?.invalidate()
    }
}

class Session: ObservableObject {
    @Published var user = ""

    deinit {
        NotificationCenter.default.post(name: Notification.Name("sessionEnded"), object: nil)
    }
}

/// Inherits its superclass's deinit, which runs when it is released.
final class GuestSession: Session {}

struct LeaseModifier: ViewModifier {
    @StateObject private var lease: Lease

    init(release: @escaping () -> Void) {
        _lease = StateObject(wrappedValue: Lease(release: release))
    }

    func body(content: Content) -> some View {
        content.opacity(lease.isActive ? 1 : 0)
    }
}

struct RecorderView: View {
    @StateObject private var recorder = Recorder()
    @StateObject private var session = GuestSession()

    var body: some View {
        Text("\(recorder.level) \(session.user)")
    }
}
