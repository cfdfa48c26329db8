import SwiftUI

@Observable final class Session {
    var userName = "guest"
}

struct Greeting: View {
    /// Injected by the root view.
    @Environment(Session.self) /* from the root */ private var session // required
    @Environment(Session.self)   fileprivate   var   spare   // odd spacing stays
    @SwiftUI.Environment(Session.self) var qualified

    var body: some View {
        Text("Hello, \(session.userName) \(spare.userName) \(qualified.userName)")
    }
}

struct GreetingRoot: View {
    let session: Session

    var body: some View {
        Greeting()
            // the one injection site
            .environment(session) // keeps its comment
    }
}
