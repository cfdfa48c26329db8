import SwiftUI

@Observable final class Preferences {
    var showsHidden = false
}

@main
struct FilesApp: App {
    @State private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            FileList()
                .environment(preferences)
        }
        #if os(macOS)
        Settings {
            PreferencesPane()
                .environment(preferences)
        }
        #endif
    }
}

struct FileList: View {
    #if os(macOS)
    @Environment(Preferences.self) private var preferences
    #else
    @Environment(Preferences.self) var preferences
    #endif

    var body: some View {
        Text(preferences.showsHidden ? "All files" : "Visible files")
    }
}

struct PreferencesPane: View {
    @Environment(Preferences.self) var preferences

    var body: some View {
        @Bindable var preferences = preferences
        #if os(macOS)
        Toggle("Show hidden files", isOn: $preferences.showsHidden)
        #else
        Text("Preferences")
        #endif
    }
}
