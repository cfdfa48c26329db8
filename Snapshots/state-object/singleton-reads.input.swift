import SwiftUI

final class Store: ObservableObject {
    static let shared = Store()
    @Published var count = 0
}

final class Session: ObservableObject {
    /// A new session at every read: its getter runs again.
    static var current: Session { Session() }
    @Published var user = ""
}

struct CounterView: View {
    @StateObject var store = Store.shared

    var body: some View {
        Text("\(store.count)")
    }
}

struct ImplicitCounterView: View {
    @StateObject var store: Store = .shared

    var body: some View {
        Text("\(store.count)")
    }
}

struct SessionView: View {
    @StateObject var session = Session.current

    var body: some View {
        Text(session.user)
    }
}

struct ImplicitSessionView: View {
    @StateObject var session: Session = .current

    var body: some View {
        Text(session.user)
    }
}
