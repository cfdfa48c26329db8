//
//  SettingsView.swift
//  Bookshelf
//

import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var settings: ReaderSettings
    @StateObject private var syncMonitor = SyncMonitor()
    @State private var isConfirmingReset = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Reading")) {
                    Picker("Theme", selection: $settings.theme) {
                        ForEach(ReadingTheme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    Toggle("Show finished books", isOn: $settings.showsFinishedBooks)
                    HStack {
                        Text("Text size")
                        Spacer()
                        Button("A−") { settings.decreaseFontSize() }
                        Text("\(Int(settings.fontScale * 100))%")
                            .monospacedDigit()
                        Button("A+") { settings.increaseFontSize() }
                    }
                    .buttonStyle(.borderless)
                }

                Section(header: Text("Sync")) {
                    SyncStatusView(monitor: syncMonitor)
                }
            }
            .navigationBarTitle("Settings")
            .navigationBarItems(trailing: Button("Reset") { isConfirmingReset = true })
            .alert(isPresented: $isConfirmingReset) {
                Alert(title: Text("Show finished books again?"),
                      primaryButton: .destructive(Text("Reset")) { settings.showsFinishedBooks = true },
                      secondaryButton: .cancel(Text("Keep")))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .environmentObject(ReaderSettings())
    }
}
