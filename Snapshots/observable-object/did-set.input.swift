// snapshot: isolated
import SwiftUI

final class SearchFilter: ObservableObject {
    @Published var query = "" {
        didSet {
            // Keep the cursor where it was.
            if query != oldValue { page = 0 }
        }
    }
    @Published var page = 0 { willSet { print("page \(page) -> \(newValue)") } }
    @Published var sortAscending = true {
        didSet { print("sort changed") }
    }
}
