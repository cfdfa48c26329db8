import Combine
import SwiftUI

func defaultFilters() -> [String] { [] }

/// No bridge can spell the type of `filters`.
@Observable final class FilterModel {
    var filters = defaultFilters() {
        willSet { filtersSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var filtersSubject = CurrentValueSubject<[String], Never>(filters)
    /// What `$filters` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var filtersPublisher: AnyPublisher<[String], Never> = filtersSubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    init() {
        filtersPublisher.sink { print($0) }.store(in: &bag)
    }
}

/// A key path to the publisher.
final class Player: ObservableObject {
    @Published var volume = 0.5
}

let volumeKeyPath = \Player.$volume

/// The name the bridge needs is taken by a member of an extension.
final class Inbox: ObservableObject {
    @Published var unread = 0
    private var bag = Set<AnyCancellable>()

    init() {
        $unread.sink { print($0) }.store(in: &bag)
    }
}

extension Inbox {
    var unreadPublisher: Int { unread }
}
