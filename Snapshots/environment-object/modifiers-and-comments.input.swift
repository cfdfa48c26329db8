import SwiftUI

final class Session: ObservableObject {
    @Published var userName = "guest"
}

struct Greeting: View {
    /// Injected by the root view.
    @EnvironmentObject /* from the root */ private var session: Session // required
    @EnvironmentObject   fileprivate   var   spare: Session   // odd spacing stays
    @SwiftUI.EnvironmentObject var qualified: Session

    var body: some View {
        Text("Hello, \(session.userName) \(spare.userName) \(qualified.userName)")
    }
}

struct GreetingRoot: View {
    let session: Session

    var body: some View {
        Greeting()
            // the one injection site
            .environmentObject(session) // keeps its comment
    }
}
