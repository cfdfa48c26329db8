import SwiftUI

final class SidebarModel: ObservableObject {
    @Published var isCompact: Bool

    init(compact: Bool = false) {
        isCompact = compact
    }
}

struct RootView: View {
    #if os(macOS)
    @StateObject private var sidebar = SidebarModel()
    #else
    @StateObject private var sidebar = SidebarModel(compact: true)
    #endif

    var body: some View {
        Text(sidebar.isCompact ? "Compact" : "Regular")
    }
}
