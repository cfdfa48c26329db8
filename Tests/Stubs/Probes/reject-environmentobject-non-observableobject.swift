// expect-error: generic struct 'EnvironmentObject' requires that 'Session' conform to 'ObservableObject'
// @EnvironmentObject needs an ObservableObject: an @Observable model is read with
// @Environment(Session.self).
import SwiftUI

@Observable
final class Session {
    var userName = ""
}

struct Greeting: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text(session.userName)
    }
}
