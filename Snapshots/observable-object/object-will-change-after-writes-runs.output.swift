// snapshot: isolated
import Observation

/// A send after writes in the same block goes: the writes announce themselves under Observation.
@Observable final class Panel {
    var isShown = false
    var hidden: Set<Int> = []
    var counts: [String: Int] = [:]

    func hide(_ ids: [Int]) {
        isShown = false
        ids.forEach { self.hidden.insert($0) }
    }

    var position = 0

    func move(_ x: Int, _ y: Int) {
        (position, self.isShown) = (x + y, true)
    }

    func count(_ key: String) {
        counts[key, default: 0] += 1
    }
}
