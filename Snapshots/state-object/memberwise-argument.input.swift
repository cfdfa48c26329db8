import SwiftUI

final class CountdownModel: ObservableObject {
    @Published var remaining: Int
    private var timer: Timer?

    init(seconds: Int) {
        remaining = seconds
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
}

// No init of its own: the memberwise init takes `countdown` as an autoclosure, which
// @StateObject evaluated once; @State evaluates it at every `CountdownView(countdown:)`.
struct CountdownView: View {
    @StateObject var countdown: CountdownModel
    let title: String

    var body: some View {
        Text("\(title): \(countdown.remaining)")
    }
}

struct WorkoutView: View {
    @State private var round = 1

    var body: some View {
        VStack {
            CountdownView(countdown: CountdownModel(seconds: 30), title: "Round \(round)")
            CountdownView(minutes: 5)
            Button("Next") { round += 1 }
        }
    }
}

extension CountdownView {
    init(minutes: Int) {
        self.init(countdown: CountdownModel(seconds: minutes * 60), title: "Timer")
    }
}
