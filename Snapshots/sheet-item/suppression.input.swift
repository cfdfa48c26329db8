import SwiftUI

struct Alarm: Identifiable {
    let id: Int
    var label: String
}

/// A suppression comment keeps one sheet as it is; the other one converts.
struct AlarmsView: View {
    let alarms: [Alarm]
    @State private var isEditing = false
    @State private var editedAlarm: Alarm?
    @State private var isPreviewing = false
    @State private var previewedAlarm: Alarm?

    var body: some View {
        List(alarms) { alarm in
            HStack {
                Button("Edit") {
                    editedAlarm = alarm
                    isEditing = true
                }
                Button("Preview") {
                    previewedAlarm = alarm
                    isPreviewing = true
                }
            }
        }
        // swiftui-migrate:disable-next-line sheet-item
        .sheet(isPresented: $isEditing) {
            Text(editedAlarm!.label)
        }
        .sheet(isPresented: $isPreviewing) {
            Text(previewedAlarm!.label)
        }
    }
}
