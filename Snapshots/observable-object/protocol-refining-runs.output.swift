// snapshot: isolated
import Observation

protocol Counter: AnyObject, Observable {
    var count: Int { get set }
}

@Observable final class Tally: Counter {
    var count = 0
}
