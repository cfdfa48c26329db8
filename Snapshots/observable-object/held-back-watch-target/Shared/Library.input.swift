import SwiftUI

// Built by the Phone (iOS 17) and Watch (watchOS 7) targets: the class stays an
// ObservableObject, and says so here, where the Phone view's warning points.
final class Library: ObservableObject {
    @Published var books: [String] = []
}

// A long name: the Phone view's warning says the target's versions, the place is here.
final class SharedReadingProgressSynchronizationCoordinator: ObservableObject {
    @Published var page = 0
}
