import SwiftUI

@Observable final class Store {
    var flags = [false, false, false]
    var isCompact = false
}

struct FlagList: View {
    @Environment(Store.self) var store

    var body: some View {
        VStack {
            body(for: 0)
            body(for: 1)
        }
    }

    // An ordinary function named `body`: no view builder, so its one expression gets a `return`.
    func body(for i: Int) -> some View {
        @Bindable var store = store
        return Toggle("Flag \(i)", isOn: $store.flags[i])
    }
}

// The conformance is declared here, so `body(content:)` is ViewModifier's view builder.
struct CompactModifier: ViewModifier {
    @Environment(Store.self) var store

    func body(content: Content) -> some View {
        @Bindable var store = store
        if store.isCompact {
            Toggle("Compact", isOn: $store.isCompact)
        } else {
            content
        }
    }
}

struct Summary {
    @Environment(Store.self) var store
}

// No conformance declared on this extension: `body` is no view builder here.
extension Summary: View {}

extension Summary {
    var body: some View {
        @Bindable var store = store
        return Toggle("Compact", isOn: $store.isCompact)
    }
}
