import Combine
import SwiftUI

/// A property isolated to the main actor in a class that is not: its bridge is isolated too.
final class DiskImage: ObservableObject {
    @MainActor @Published private(set) var state = 0
    private var bag = Set<AnyCancellable>()

    @MainActor func watch() {
        $state.sink { print($0) }.store(in: &bag)
    }
}
