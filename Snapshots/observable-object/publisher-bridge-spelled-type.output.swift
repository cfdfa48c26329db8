import Combine
import SwiftUI

/// The publisher's type is spelled where it is used.
final class Clock: ObservableObject {
    @Published var now = 0
    var ticks: Published<Int>.Publisher { $now }
}

/// A publisher of the same value type, used elsewhere, may flow into such a property.
final class Timer: ObservableObject {
    @Published var elapsed = 0
}

final class Stopwatch {
    let timer = Timer()
    func start() { _ = timer.$elapsed.sink { print($0) } }
}

/// A publisher of another value type is kept, even in a file that spells one.
@Observable final class Lap {
    var label = "" {
        willSet { labelSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var labelSubject = CurrentValueSubject<String, Never>(label)
    /// What `$label` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var labelPublisher: AnyPublisher<String, Never> = labelSubject.eraseToAnyPublisher()
    func watch() { _ = labelPublisher.sink { print($0) } }
}
