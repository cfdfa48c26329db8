import Combine
import SwiftUI

final class Panel: ObservableObject {
    @Published var isShown = false
}

final class Loader: ObservableObject {
    @Published var progress = 0.0
}

final class Pane: ObservableObject {
    @Published var height = 0.0
}

/// A forwarding that hops to the main queue, one kept by an assignment, and one through an
/// optional child: they go when both sides migrate (a caution where the main-queue hop went).
final class Workspace: ObservableObject {
    let panel = Panel()
    let loader = Loader()
    var pane: Pane?
    @Published var title = ""
    private var bag = Set<AnyCancellable>()
    private var loading: AnyCancellable?

    init() {
        panel.objectWillChange
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &bag)
        loading = loader.objectWillChange.receive(on: RunLoop.main).sink { [weak self] in self?.objectWillChange.send() }
        pane?.objectWillChange.sink { [weak self] in self?.objectWillChange.send() }.store(in: &bag)
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
