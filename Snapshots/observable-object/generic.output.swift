// snapshot: isolated
import SwiftUI

@Observable final class SelectionModel<Item: Identifiable & Hashable> where Item.ID: Sendable {
    var items: [Item] = []
    var selection: Set<Item> = []

    func toggle(_ item: Item) {
        if selection.contains(item) {
            selection.remove(item)
        } else {
            selection.insert(item)
        }
    }
}
