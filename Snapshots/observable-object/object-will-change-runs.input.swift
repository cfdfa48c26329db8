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
    private var store: [String: String] = [:]
    var nickname: String {
        get { store["nickname"] ?? "none" }
        set {
            objectWillChange.send()
            store["nickname"] = newValue
            log("nickname set to \(newValue)")
        }
    }

    init(total: Int) {
        self.total = total
        step = 2
    }

    func record() {
        objectWillChange.send()
        history = history + [total]
    }
}
