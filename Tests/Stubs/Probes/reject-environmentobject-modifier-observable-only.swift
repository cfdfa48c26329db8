// expect-error: instance method 'environmentObject' requires that 'Session' conform to 'ObservableObject'
// .environmentObject(_:) needs an ObservableObject; an @Observable model is injected with
// .environment(_:).
import SwiftUI

@Observable
final class Session {
    var userName = ""
}

struct Root: View {
    @State private var session = Session()

    var body: some View {
        Text("Root")
            .environmentObject(session)
    }
}
