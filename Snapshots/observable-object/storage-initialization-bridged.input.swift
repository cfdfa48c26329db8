import Combine
import SwiftUI

/// Set up before any subscription can exist: the bridge's subject, made on first use, starts
/// from the value set here.
final class Tabs: ObservableObject {
    @Published var selected: Int
    private var bag = Set<AnyCancellable>()

    init(first: Int) {
        _selected = .init(initialValue: first)
        $selected.sink { print($0) }.store(in: &bag)
    }
}
