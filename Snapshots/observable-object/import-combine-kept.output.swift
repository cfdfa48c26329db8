// snapshot: isolated
import Combine
import Foundation
import Observation

@Observable final class Ticker {
    var price = 0.0
    @ObservationIgnored private var subscription: AnyCancellable?

    func start(prices: AnyPublisher<Double, Never>) {
        subscription = prices.sink { [weak self] price in
            self?.price = price
        }
    }
}
