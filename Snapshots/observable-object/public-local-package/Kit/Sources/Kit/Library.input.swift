import Combine
import SwiftUI

public final class Library: ObservableObject {
    @Published public var books: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    public init() {
        $books
            .sink { print($0.count) }
            .store(in: &subscriptions)
    }
}
