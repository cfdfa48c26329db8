// expect-error: cannot find 'objectWillChange' in scope
// An @Observable class has no objectWillChange publisher: a model that calls
// objectWillChange.send() must not be migrated.
import Observation

@Observable
final class Cart {
    var items: [String] = []

    func reload() {
        objectWillChange.send()
    }
}
