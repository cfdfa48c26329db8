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
                .alert(item: $pending) { pending in
                    switch pending {
                    case .delete(let name):
                        return Alert(title: Text("Delete \(name)?"),
                                     primaryButton: .destructive(Text("Delete")) { delete(name) },
                                     secondaryButton: .cancel(Text("Keep")))
                    case .failed(let error):
                        return Alert(title: Text("Failed"), message: Text(error.localizedDescription))
                    case let .rename(from, to) where from != to:
                        return Alert(title: Text("Renamed"), message: Text("\(from) is now \(to)"))
                    default:
                        return Alert(title: Text("Done"), dismissButton: .default(Text("OK")))
                    }
                }
            Text("Removal")
                .actionSheet(item: $removal) { removal in
                    switch removal.isShared {
                    case true:
                        return ActionSheet(title: Text("Remove \(removal.name) for everyone?"),
                                           buttons: [.destructive(Text("Remove")) { remove(removal) }, .cancel()])
                    case false:
                        return ActionSheet(title: Text("Remove \(removal.name)?"))
                    }
                }
            Text("Same title and message in each case")
                .alert(item: $pending) { pending in
                    switch pending {
                    case .delete(let name):
                        return Alert(title: Text("Confirm"), message: Text("\(pending.id)"),
                                     primaryButton: .destructive(Text("Delete")) { delete(name) }, secondaryButton: .cancel(Text("Keep")))
                    default:
                        return Alert(title: Text("Confirm"), message: Text("\(pending.id)"))
                    }
                }
            Text("Switch over a member, no buttons")
                .alert(item: $pending) { pending in
                    switch pending.kind {
                    case 0: return Alert(title: Text("Zero"))
                    default: return Alert(title: Text(verbatim: "\(pending.kind)"))
                    }
                }
        }
    }

    func delete(_ name: String) {}
    func remove(_ removal: Removal) {}
}
