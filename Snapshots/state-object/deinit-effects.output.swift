import SwiftUI

/// Runs the caller's action when it is released (the action stops playback, say).
@Observable final class Lease {
    var isActive = true
    private let release: () -> Void

    init(release: @escaping () -> Void) {
        self.release = release
    }

    deinit {
        release()
    }
}

/// Only cleans up what it owns: nothing to warn about.
@Observable final class Recorder {
    var level = 0.0
    @ObservationIgnored private var timer: Timer?

    deinit {
        timer?.invalidate()
    }
}

@Observable class Session {
    var user = ""

    deinit {
        NotificationCenter.default.post(name: Notification.Name("sessionEnded"), object: nil)
    }
}

/// Inherits its superclass's deinit, which runs when it is released.
final class GuestSession: Session {}

struct LeaseModifier: ViewModifier {
    @State private var lease: Lease

    init(release: @escaping () -> Void) {
        _lease = State(initialValue: Lease(release: release))
    }

    func body(content: Content) -> some View {
        content.opacity(lease.isActive ? 1 : 0)
    }
}

struct RecorderView: View {
    @State private var recorder = Recorder()
    @State private var session = GuestSession()

    var body: some View {
        Text("\(recorder.level) \(session.user)")
    }
}
