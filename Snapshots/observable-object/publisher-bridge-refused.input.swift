import Combine
import SwiftUI

func defaultFilters() -> [String] { [] }

/// No bridge can spell the type of `filters`.
final class FilterModel: ObservableObject {
    @Published var filters = defaultFilters()
    private var bag = Set<AnyCancellable>()

    init() {
        $filters.sink { print($0) }.store(in: &bag)
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
