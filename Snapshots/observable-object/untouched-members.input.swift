// snapshot: isolated
import SwiftUI

class Catalog: ObservableObject {
    static let shared = Catalog()
    static var loadCount = 0
    class var defaultTitle: String { "Catalog" }

    @Published var products: [String] = []
    let createdAt = Date()
    let region: String

    var isEmpty: Bool { products.isEmpty }
    var firstProduct: String? {
        get { products.first }
        set { if let newValue { products.insert(newValue, at: 0) } }
    }

    init(region: String = "EU") {
        self.region = region
    }
}
