import SwiftUI

final class Store: ObservableObject {
    @Published var flags = [false, false, false]
    @Published var isCompact = false
}

struct FlagList: View {
    @EnvironmentObject var store: Store

    var body: some View {
        VStack {
            body(for: 0)
            body(for: 1)
        }
    }

    // An ordinary function named `body`: no view builder, so its one expression gets a `return`.
    func body(for i: Int) -> some View {
        Toggle("Flag \(i)", isOn: $store.flags[i])
    }
}

// The conformance is declared here, so `body(content:)` is ViewModifier's view builder.
struct CompactModifier: ViewModifier {
    @EnvironmentObject var store: Store

    func body(content: Content) -> some View {
        if store.isCompact {
            Toggle("Compact", isOn: $store.isCompact)
        } else {
            content
        }
    }
}

struct Summary {
    @EnvironmentObject var store: Store
}

// No conformance declared on this extension: `body` is no view builder here.
extension Summary: View {}

extension Summary {
    var body: some View {
        Toggle("Compact", isOn: $store.isCompact)
    }
}
