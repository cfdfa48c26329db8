import Combine
import SwiftUI

class Store: ObservableObject {
    @Published var theme = "light"
}

final class AppStore: Store {
    @Published var badge = 0
    private var bag = Set<AnyCancellable>()

    override init() {
        super.init()
        $theme.sink { print($0) }.store(in: &bag)
    }
}
