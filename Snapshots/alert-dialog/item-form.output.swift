import SwiftUI

struct Failure: Identifiable {
    let id: Int
    let reason: String
}

@Observable final class Model {
    var pending: Failure?
}

struct ItemAlertsView: View {
    @State private var failure: Failure?
    @State private var removal: Failure?
    @Bindable var model: Model
    let shared: Binding<Failure?>

    var body: some View {
        VStack {
            Text("Reason")
                .alert(
                    failure.map { failure in Text(failure.reason) } ?? Text(verbatim: ""),
                    isPresented: Binding(get: { failure != nil }, set: { if !$0 { failure = nil } }),
                    presenting: failure
                ) { failure in
                    Button("OK") {}
                }
            Text("Literal title")
                .alert(
                    "Retry?",
                    isPresented: Binding(get: { model.pending != nil }, set: { if !$0 { model.pending = nil } }),
                    presenting: model.pending
                ) { pending in
                    Button("Retry") { retry(pending) }
                    Button("Later", role: .cancel) {}
                } message: { pending in
                    Text("It failed: \(pending.reason)")
                }
            Text("Binding value")
                .alert(
                    "Shared",
                    isPresented: Binding(get: { shared.wrappedValue != nil }, set: { if !$0 { shared.wrappedValue = nil } }),
                    presenting: shared.wrappedValue
                ) { _ in }
            Text("Sheet")
                .confirmationDialog(
                    self.removal.map { removal in Text("Remove \(removal.reason)?") } ?? Text(verbatim: ""),
                    isPresented: Binding(get: { self.removal != nil }, set: { if !$0 { self.removal = nil } }),
                    titleVisibility: .visible,
                    presenting: self.removal
                ) { removal in
                    Button("Remove", role: .destructive) { remove(removal) }
                }
        }
    }

    func retry(_ failure: Failure) {}
    func remove(_ failure: Failure) {}
}
