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
    @ObservationIgnored private var store: [String: String] = [:]
    var nickname: String {
        get {
            access(keyPath: \.nickname)
            return store["nickname"] ?? "none"
        }
        set {
            withMutation(keyPath: \.nickname) {
                store["nickname"] = newValue
                log("nickname set to \(newValue)")
            }
        }
    }

    init(total: Int) {
        self._total = total
        _step = 2
    }

    func record() {
        history = history + [total]
    }
}
