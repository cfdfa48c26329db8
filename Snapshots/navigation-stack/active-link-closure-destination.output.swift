import SwiftUI

// The closure forms `NavigationLink(isActive:) { D } label: { L }` and
// `NavigationLink("T", isActive:) { D }`.
struct ShortcutsView: View {
    @State private var showsTimer = false
    @State private var showsAlarm = false

    var body: some View {
        NavigationStack {
            HStack {
                Button { showsTimer = true } label: {
                    Image(systemName: "timer")
                }
                Button("Alarm") { showsAlarm = true }
            }
            .navigationDestination(isPresented: $showsTimer) {
                TimerPage(seconds: 60)
            }
            .navigationDestination(isPresented: $showsAlarm) {
                Text("Alarm")
            }
        }
    }
}

struct TimerPage: View {
    let seconds: Int
    var body: some View { Text("\(seconds)s") }
}
