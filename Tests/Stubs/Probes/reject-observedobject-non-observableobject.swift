// expect-error: generic struct 'ObservedObject' requires that 'Counter' conform to 'ObservableObject'
// @ObservedObject needs an ObservableObject: an @Observable model is held as a plain
// property (or @Bindable when the view needs $bindings).
import SwiftUI

@Observable
final class Counter {
    var value = 0
}

struct CounterView: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("\(counter.value)")
    }
}
