import SwiftUI

@Observable final class Store {
    static let shared = Store()
    var count = 0
}

@Observable final class Session {
    /// A new session at every read: its getter runs again.
    static var current: Session { Session() }
    var user = ""
}

struct CounterView: View {
    @State var store = Store.shared

    var body: some View {
        Text("\(store.count)")
    }
}

struct ImplicitCounterView: View {
    @State var store: Store = .shared

    var body: some View {
        Text("\(store.count)")
    }
}

struct SessionView: View {
    @State var session = Session.current

    var body: some View {
        Text(session.user)
    }
}

struct ImplicitSessionView: View {
    @State var session: Session = .current

    var body: some View {
        Text(session.user)
    }
}
