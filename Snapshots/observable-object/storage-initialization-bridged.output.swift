import Combine
import SwiftUI

/// Set up before any subscription can exist: the bridge's subject, made on first use, starts
/// from the value set here.
@Observable final class Tabs {
    var selected: Int {
        willSet { selectedSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var selectedSubject = CurrentValueSubject<Int, Never>(selected)
    /// What `$selected` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var selectedPublisher: AnyPublisher<Int, Never> = selectedSubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    init(first: Int) {
        _selected = first
        selectedPublisher.sink { print($0) }.store(in: &bag)
    }
}
