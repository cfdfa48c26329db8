import SwiftUI

@Observable final class CounterModel {
    var count = 0

    func increment() {
        count += 1
    }
}

struct CounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        Button("Count: \(model.count)") {
            model.increment()
        }
    }
}
