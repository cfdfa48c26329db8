import Combine
import SwiftUI

/// A property isolated to the main actor in a class that is not: its bridge is isolated too.
@Observable final class DiskImage {
    @MainActor private(set) var state = 0 {
        willSet { stateSubject.send(newValue) }
    }
    @MainActor @ObservationIgnored private lazy var stateSubject = CurrentValueSubject<Int, Never>(state)
    /// What `$state` published before the migration to Observation.
    @MainActor @ObservationIgnored private(set) lazy var statePublisher: AnyPublisher<Int, Never> = stateSubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    @MainActor func watch() {
        statePublisher.sink { print($0) }.store(in: &bag)
    }
}
