// snapshot: isolated
import Combine

func log(_ text: String) { print(text) }

final class Counter: ObservableObject {
    var total = 0 {
        willSet { objectWillChange.send() }
    }
    var step = 1 {
        willSet {
            objectWillChange.send()
            log("step.willSet \(step) -> \(newValue)")
        }
        didSet { log("step.didSet \(step)") }
    }
    var history: [Int] = []

    init(total: Int) {
        self.total = total
        step = 2
    }

    func record() {
        objectWillChange.send()
        history = history + [total]
    }
}
