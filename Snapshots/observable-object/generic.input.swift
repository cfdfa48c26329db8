// snapshot: isolated
import SwiftUI

final class SelectionModel<Item: Identifiable & Hashable>: ObservableObject where Item.ID: Sendable {
    @Published var items: [Item] = []
    @Published var selection: Set<Item> = []

    func toggle(_ item: Item) {
        if selection.contains(item) {
            selection.remove(item)
        } else {
            selection.insert(item)
        }
    }
}
