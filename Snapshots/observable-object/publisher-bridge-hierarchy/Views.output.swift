import SwiftUI

struct ThemeLabel: View {
    @Environment(AppStore.self) var store
    @State private var theme = ""

    var body: some View {
        Text(theme)
            .onReceive(store.themePublisher) { theme = $0 }
            .onReceive(store.badgePublisher.dropFirst()) { print($0) }
    }
}
