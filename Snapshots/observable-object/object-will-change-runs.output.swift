// snapshot: isolated
import Observation

func log(_ text: String) { print(text) }

@Observable final class Counter {
    var total = 0
    var step = 1 {
        willSet {
            log("step.willSet \(step) -> \(newValue)")
        }
        didSet { log("step.didSet \(step)") }
    }
    var history: [Int] = []

    init(total: Int) {
        self._total = total
        _step = 2
    }

    func record() {
        history = history + [total]
    }
}
