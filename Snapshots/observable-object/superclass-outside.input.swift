// snapshot: isolated
import SwiftUI

final class PriceFormatter: NumberFormatter, ObservableObject {
    @Published var preferredCurrency = "EUR"
}

final class LocationModel: NSObject, ObservableObject {
    @Published var city = ""
}
