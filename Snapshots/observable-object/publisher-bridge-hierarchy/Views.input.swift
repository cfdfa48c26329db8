import SwiftUI

struct ThemeLabel: View {
    @EnvironmentObject var store: AppStore
    @State private var theme = ""

    var body: some View {
        Text(theme)
            .onReceive(store.$theme) { theme = $0 }
            .onReceive(store.$badge.dropFirst()) { print($0) }
    }
}
