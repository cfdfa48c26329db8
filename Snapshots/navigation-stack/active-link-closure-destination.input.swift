import SwiftUI

// The closure forms `NavigationLink(isActive:) { D } label: { L }` and
// `NavigationLink("T", isActive:) { D }`.
struct ShortcutsView: View {
    @State private var showsTimer = false
    @State private var showsAlarm = false

    var body: some View {
        NavigationView {
            HStack {
                NavigationLink(isActive: $showsTimer) {
                    TimerPage(seconds: 60)
                } label: {
                    Image(systemName: "timer")
                }
                NavigationLink("Alarm", isActive: $showsAlarm) {
                    Text("Alarm")
                }
            }
        }
    }
}

struct TimerPage: View {
    let seconds: Int
    var body: some View { Text("\(seconds)s") }
}
