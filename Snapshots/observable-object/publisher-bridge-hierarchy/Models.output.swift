import Combine
import SwiftUI

@Observable class Store {
    var theme = "light" {
        willSet { themeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var themeSubject = CurrentValueSubject<String, Never>(theme)
    /// What `$theme` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var themePublisher: AnyPublisher<String, Never> = themeSubject.eraseToAnyPublisher()
}

@Observable final class AppStore: Store {
    var badge = 0 {
        willSet { badgeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var badgeSubject = CurrentValueSubject<Int, Never>(badge)
    /// What `$badge` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var badgePublisher: AnyPublisher<Int, Never> = badgeSubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    override init() {
        super.init()
        themePublisher.sink { print($0) }.store(in: &bag)
    }
}
