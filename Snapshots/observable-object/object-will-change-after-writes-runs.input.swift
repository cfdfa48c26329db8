// snapshot: isolated
import Combine

/// A send after writes in the same block goes: the writes announce themselves under Observation.
final class Panel: ObservableObject {
    @Published var isShown = false
    var hidden: Set<Int> = []
    var counts: [String: Int] = [:]

    func hide(_ ids: [Int]) {
        isShown = false
        ids.forEach { self.hidden.insert($0) }
        objectWillChange.send()
    }

    var position = 0

    func move(_ x: Int, _ y: Int) {
        (position, self.isShown) = (x + y, true)
        objectWillChange.send()
    }

    func count(_ key: String) {
        counts[key, default: 0] += 1
        self.objectWillChange.send()
    }
}
