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
            .onChange(of: page) { newPage in
                store.load(newPage)
            }
            .onChange(of: page) { (p) in store.load(p) }
            .onChange(of: page) { (p: Int) in store.load(p) }
            .onChange(of: page) { [store] p in store.load(p) }
            .onChange(of: isOn) { _ in store.reset() }
            .onChange(of: isOn) { _ in
                store.reset()
            }
            .onChange(of: isOn) { [weak store] _ in
                store?.reset()
            }
            .onChange(of: isOn) { (_: Bool) in store.reset() }
            .onChange(of: isOn) { _ in } // nothing to do
            .onChange(of: page) { oldPage, newPage in store.load(newPage) }
            .onChange(of: isOn) { store.reset() }
    }
}
