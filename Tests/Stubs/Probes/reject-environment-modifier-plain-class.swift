// expect-error: instance method 'environment' requires that 'Session' conform to 'Observable'
// .environment(_:) with one argument needs an @Observable class; a plain class (or an
// ObservableObject that was not migrated) is rejected.
import SwiftUI

final class Session {
    var userName = ""
}

struct Root: View {
    let session = Session()

    var body: some View {
        Text("Root")
            .environment(session)
    }
}
