import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterStepper: View {
    // Takes the wrapper's projection itself, which has no counterpart once the wrapper is gone.
    let counter: ObservedObject<Counter>.Wrapper

    var body: some View {
        Stepper("Count", value: counter.count)
    }
}

struct CounterScreen: View {
    @ObservedObject var counter: Counter

    var body: some View {
        CounterStepper(counter: $counter)
    }
}
