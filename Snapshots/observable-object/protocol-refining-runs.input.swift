// snapshot: isolated
import Combine

protocol Counter: ObservableObject {
    var count: Int { get set }
}

final class Tally: Counter {
    @Published var count = 0
}
