import Combine
import SwiftUI

@Observable final class Panel {
    var isShown = false
}

@Observable final class Loader {
    var progress = 0.0
}

@Observable final class Pane {
    var height = 0.0
}

/// A forwarding that hops to the main queue, one kept by an assignment, and one through an
/// optional child: they go when both sides migrate (a caution where the main-queue hop went).
@Observable final class Workspace {
    let panel = Panel()
    let loader = Loader()
    @ObservationIgnored var pane: Pane?
    var title = ""
    @ObservationIgnored private var bag = Set<AnyCancellable>()
    @ObservationIgnored private var loading: AnyCancellable?

    init() {
    }
}

final class Feed: ObservableObject {
    @Published var items: [String] = []
}

/// A hop to a queue other than the main one is not a forwarding Observation takes over: both stay.
final class Reader: ObservableObject {
    let feed = Feed()
    private var bag = Set<AnyCancellable>()

    init(queue: DispatchQueue) {
        feed.objectWillChange.receive(on: queue).sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
    }
}
