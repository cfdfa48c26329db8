// snapshot: isolated
import SwiftUI

@Observable class Counter {
    var count = 0
    var step = 1

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
