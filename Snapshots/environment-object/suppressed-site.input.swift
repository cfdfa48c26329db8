import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
}

struct ClockFace: View {
    @EnvironmentObject var clock: Clock

    var body: some View {
        Text("\(clock.now)")
    }
}

struct ClockRoot: View {
    @StateObject private var clock = Clock()

    var body: some View {
        VStack {
            ClockFace().environmentObject(clock)
            // swiftui-migrate:disable-next-line environment-object
            ClockFace().environmentObject(clock)
        }
    }
}
