import SwiftUI

struct StopwatchView: View {
    @StateObject private var stopwatch = StopwatchModel()

    var body: some View {
        VStack {
            Text("\(stopwatch.elapsed)")
            LapList(laps: stopwatch.laps)
        }
    }
}

struct LapList: View {
    let laps: [TimeInterval]

    var body: some View {
        ForEach(laps, id: \.self) { lap in
            Text("\(lap)")
        }
    }
}
