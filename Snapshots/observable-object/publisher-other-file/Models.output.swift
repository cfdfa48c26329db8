import SwiftUI

@Observable final class CartModel {
    var items: [String] = [] {
        willSet { itemsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var itemsSubject = CurrentValueSubject<[String], Never>(items)
    /// What `$items` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var itemsPublisher: AnyPublisher<[String], Never> = itemsSubject.eraseToAnyPublisher()
    var coupon: String?
}

@Observable final class WishlistModel {
    var items: [String] = []
}
