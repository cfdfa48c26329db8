import SwiftUI

struct Device: Identifiable {
    let id: Int
    var name: String
}

/// `toggle()` may hide the sheet as well as show it, and shows it here without a selection.
struct DevicesView: View {
    let devices: [Device]
    @State private var showSettings = false
    @State private var selectedDevice: Device?

    var body: some View {
        List(devices) { device in
            Button(device.name) {
                selectedDevice = device
                showSettings = true
            }
        }
        .toolbar {
            Button("Settings") {
                showSettings.toggle()
            }
        }
        .sheet(isPresented: $showSettings) {
            Text(selectedDevice!.name)
        }
    }
}
