import SwiftUI

final class Store {
    func load(_ page: Int) {}
    func reset() {}
}

/// One-parameter actions get `_, ` before their parameter (named as it was); `_ in` actions
/// become zero-parameter ones.
struct Pages: View {
    @State private var page = 0
    @State private var isOn = false
    let store: Store

    var body: some View {
        Text("Pages")
            .onChange(of: page) { _, newPage in
                store.load(newPage)
            }
            .onChange(of: page) { (_, p) in store.load(p) }
            .onChange(of: page) { (_: Int, p: Int) in store.load(p) }
            .onChange(of: page) { [store] _, p in store.load(p) }
            .onChange(of: isOn) { store.reset() }
            .onChange(of: isOn) {
                store.reset()
            }
            .onChange(of: isOn) { [weak store] in
                store?.reset()
            }
            .onChange(of: isOn) { store.reset() }
            .onChange(of: isOn) { } // nothing to do
            .onChange(of: page) { oldPage, newPage in store.load(newPage) }
            .onChange(of: isOn) { store.reset() }
    }
}
