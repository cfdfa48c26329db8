// snapshot: isolated
import SwiftUI

class Counter: ObservableObject {
    @Published var count = 0
    @Published var step = 1

    func increment() {
        count += step
    }
}

struct CounterLabel: View {
    let counter: Counter

    var body: some View {
        Text("\(counter.count)")
    }
}
