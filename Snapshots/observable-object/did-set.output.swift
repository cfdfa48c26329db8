// snapshot: isolated
import SwiftUI

@Observable final class SearchFilter {
    var query = "" {
        didSet {
            // Keep the cursor where it was.
            if query != oldValue { page = 0 }
        }
    }
    var page = 0 { willSet { print("page \(page) -> \(newValue)") } }
    var sortAscending = true {
        didSet { print("sort changed") }
    }
}
