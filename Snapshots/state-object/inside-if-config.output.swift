import SwiftUI

@Observable final class SidebarModel {
    var isCompact: Bool

    init(compact: Bool = false) {
        isCompact = compact
    }
}

struct RootView: View {
    #if os(macOS)
    @State private var sidebar = SidebarModel()
    #else
    @State private var sidebar = SidebarModel(compact: true)
    #endif

    var body: some View {
        Text(sidebar.isCompact ? "Compact" : "Regular")
    }
}
