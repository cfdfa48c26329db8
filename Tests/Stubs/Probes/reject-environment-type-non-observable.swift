// expect-error: no exact matches in call to initializer
// @Environment(T.self) needs T: AnyObject & Observable; an ObservableObject is not
// Observable, so the environment-object migration must convert the model first.
import SwiftUI

final class Session: ObservableObject {
    @Published var userName = ""
}

struct Greeting: View {
    @Environment(Session.self) private var session

    var body: some View {
        Text(session.userName)
    }
}
