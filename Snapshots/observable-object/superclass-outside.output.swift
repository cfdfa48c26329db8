// snapshot: isolated
import SwiftUI

final class PriceFormatter: NumberFormatter, ObservableObject {
    @Published var preferredCurrency = "EUR"
}

@Observable final class LocationModel: NSObject {
    var city = ""
}
