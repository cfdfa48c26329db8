import SwiftUI

@Observable final class Settings {
    var userName = ""
    var notificationsOn = true
    var fontSize = 14.0
}

struct SettingsForm: View {
    @Bindable var settings: Settings

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
    let settings: Settings

    var body: some View {
        Text(settings.userName)
    }
}
