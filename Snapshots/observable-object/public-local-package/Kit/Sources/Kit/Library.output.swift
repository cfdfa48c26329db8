import Combine
import SwiftUI

@Observable public final class Library {
    public var books: [String] = [] {
        willSet { booksSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var booksSubject = CurrentValueSubject<[String], Never>(books)
    /// What `$books` published before the migration to Observation.
    @ObservationIgnored public private(set) lazy var booksPublisher: AnyPublisher<[String], Never> = booksSubject.eraseToAnyPublisher()
    @ObservationIgnored private var subscriptions = Set<AnyCancellable>()

    public init() {
        booksPublisher
            .sink { print($0.count) }
            .store(in: &subscriptions)
    }
}
