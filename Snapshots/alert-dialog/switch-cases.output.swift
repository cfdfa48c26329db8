import SwiftUI

enum Pending: Identifiable {
    case delete(String)
    case failed(Error)
    case rename(from: String, to: String)
    case done

    var id: String { "\(self)" }
    var kind: Int { 0 }
}

struct Removal: Identifiable {
    let id: Int
    let name: String
    let isShared: Bool
}

struct ListView: View {
    @State private var pending: Pending?
    @State private var removal: Removal?

    var body: some View {
        VStack {
            Text("Items")
                .alert(
                    pending.map { pending in
                        switch pending {
                        case .delete(let name):
                            Text("Delete \(name)?")
                        case .failed:
                            Text("Failed")
                        case let .rename(from, to) where from != to:
                            Text("Renamed")
                        default:
                            Text("Done")
                        }
                    } ?? Text(verbatim: ""),
                    isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } }),
                    presenting: pending
                ) { pending in
                    switch pending {
                    case .delete(let name):
                        Button("Delete", role: .destructive) { delete(name) }
                        Button("Keep", role: .cancel) {}
                    case .failed:
                        EmptyView()
                    case let .rename(from, to) where from != to:
                        EmptyView()
                    default:
                        Button("OK") {}
                    }
                } message: { pending in
                    switch pending {
                    case .delete:
                        EmptyView()
                    case .failed(let error):
                        Text(error.localizedDescription)
                    case let .rename(from, to) where from != to:
                        Text("\(from) is now \(to)")
                    default:
                        EmptyView()
                    }
                }
            Text("Removal")
                .confirmationDialog(
                    removal.map { removal in
                        switch removal.isShared {
                        case true:
                            Text("Remove \(removal.name) for everyone?")
                        case false:
                            Text("Remove \(removal.name)?")
                        }
                    } ?? Text(verbatim: ""),
                    isPresented: Binding(get: { removal != nil }, set: { if !$0 { removal = nil } }),
                    titleVisibility: .visible,
                    presenting: removal
                ) { removal in
                    switch removal.isShared {
                    case true:
                        Button("Remove", role: .destructive) { remove(removal) }
                    case false:
                        EmptyView()
                    }
                }
            Text("Same title and message in each case")
                .alert(
                    "Confirm",
                    isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } }),
                    presenting: pending
                ) { pending in
                    switch pending {
                    case .delete(let name):
                        Button("Delete", role: .destructive) { delete(name) }
                        Button("Keep", role: .cancel) {}
                    default:
                        EmptyView()
                    }
                } message: { pending in
                    Text("\(pending.id)")
                }
            Text("Switch over a member, no buttons")
                .alert(
                    pending.map { pending in
                        switch pending.kind {
                        case 0:
                            Text("Zero")
                        default:
                            Text(verbatim: "\(pending.kind)")
                        }
                    } ?? Text(verbatim: ""),
                    isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } }),
                    presenting: pending
                ) { _ in }
        }
    }

    func delete(_ name: String) {}
    func remove(_ removal: Removal) {}
}
