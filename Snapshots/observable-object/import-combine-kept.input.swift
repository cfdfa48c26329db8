// snapshot: isolated
import Combine
import Foundation

final class Ticker: ObservableObject {
    @Published var price = 0.0
    private var subscription: AnyCancellable?

    func start(prices: AnyPublisher<Double, Never>) {
        subscription = prices.sink { [weak self] price in
            self?.price = price
        }
    }
}
