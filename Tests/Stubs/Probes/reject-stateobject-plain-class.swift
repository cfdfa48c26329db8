// expect-error: generic struct 'StateObject' requires that 'Counter' conform to 'ObservableObject'
// @StateObject of a plain class (neither ObservableObject nor @Observable) is rejected.
import SwiftUI

final class Counter {
    var value = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("\(counter.value)")
    }
}
