// expect-error: generic struct 'StateObject' requires that 'Counter' conform to 'ObservableObject'
// @StateObject needs an ObservableObject: after the model became @Observable, the view
// must switch to @State.
import SwiftUI

@Observable
final class Counter {
    var value = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("\(counter.value)")
    }
}
