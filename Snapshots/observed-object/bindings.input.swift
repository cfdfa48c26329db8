import SwiftUI

final class Settings: ObservableObject {
    @Published var userName = ""
    @Published var notificationsOn = true
    @Published var fontSize = 14.0
}

struct SettingsForm: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Form {
            TextField("Name", text: $settings.userName)
            notificationsRow
            fontRow()
        }
    }

    private var notificationsRow: some View {
        Toggle("Notifications", isOn: $settings.notificationsOn)
    }
}

extension SettingsForm {
    func fontRow() -> some View {
        Slider(value: $settings.fontSize, in: 10...30)
    }
}

struct SettingsSummary: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Text(settings.userName)
    }
}
