import SwiftUI

final class Preferences: ObservableObject {
    @Published var showsHidden = false
}

@main
struct FilesApp: App {
    @StateObject private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            FileList()
                .environmentObject(preferences)
        }
        #if os(macOS)
        Settings {
            PreferencesPane()
                .environmentObject(preferences)
        }
        #endif
    }
}

struct FileList: View {
    #if os(macOS)
    @EnvironmentObject private var preferences: Preferences
    #else
    @EnvironmentObject var preferences: Preferences
    #endif

    var body: some View {
        Text(preferences.showsHidden ? "All files" : "Visible files")
    }
}

struct PreferencesPane: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        #if os(macOS)
        Toggle("Show hidden files", isOn: $preferences.showsHidden)
        #else
        Text("Preferences")
        #endif
    }
}
