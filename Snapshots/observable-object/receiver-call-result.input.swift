// snapshot: isolated
import Combine

final class Session: ObservableObject {
    @Published var user = ""
}

final class Guest: ObservableObject {
    @Published var user = ""
}

final class SessionStore {
    static func make() -> SessionStore { SessionStore() }
    func current() -> Session { Session() }
    var active: Session { current() }
    var makeSession: () -> Session = { Session() }
}

func defaultStore() -> SessionStore { SessionStore() }

final class SessionWatcher {
    private var cancellables = Set<AnyCancellable>()

    func watch(store: SessionStore) {
        // A method's, a computed property's, a static method's and a top-level function's result.
        store.current().$user.sink { print($0) }.store(in: &cancellables)
        store.active.$user.sink { print($0) }.store(in: &cancellables)
        SessionStore.make().current().$user.sink { print($0) }.store(in: &cancellables)
        defaultStore().active.$user.sink { print($0) }.store(in: &cancellables)
        // A property of a function type, called.
        store.makeSession().$user.sink { print($0) }.store(in: &cancellables)
    }
}
