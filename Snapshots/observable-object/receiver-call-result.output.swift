// snapshot: isolated
import Combine
import Observation

@Observable final class Session {
    var user = "" {
        willSet { userSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var userSubject = CurrentValueSubject<String, Never>(user)
    /// What `$user` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var userPublisher: AnyPublisher<String, Never> = userSubject.eraseToAnyPublisher()
}

@Observable final class Guest {
    var user = ""
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
        store.current().userPublisher.sink { print($0) }.store(in: &cancellables)
        store.active.userPublisher.sink { print($0) }.store(in: &cancellables)
        SessionStore.make().current().userPublisher.sink { print($0) }.store(in: &cancellables)
        defaultStore().active.userPublisher.sink { print($0) }.store(in: &cancellables)
        // A property of a function type, called.
        store.makeSession().userPublisher.sink { print($0) }.store(in: &cancellables)
    }
}
