import SwiftUI

struct Failure: Identifiable {
    let id: Int
    let reason: String
}

final class Model: ObservableObject {
    @Published var pending: Failure?
}

struct ItemAlertsView: View {
    @State private var failure: Failure?
    @State private var removal: Failure?
    @ObservedObject var model: Model
    let shared: Binding<Failure?>

    var body: some View {
        VStack {
            Text("Reason")
                .alert(item: $failure) { failure in
                    Alert(title: Text(failure.reason), dismissButton: .default(Text("OK")))
                }
            Text("Literal title")
                .alert(item: $model.pending, content: { pending in
                    return Alert(title: Text("Retry?"),
                                 message: Text("It failed: \(pending.reason)"),
                                 primaryButton: .default(Text("Retry")) { retry(pending) },
                                 secondaryButton: .cancel(Text("Later")))
                })
            Text("Binding value")
                .alert(item: shared) { _ in
                    .init(title: Text("Shared"))
                }
            Text("Sheet")
                .actionSheet(item: self.$removal) { (removal) in
                    ActionSheet(title: Text("Remove \(removal.reason)?"), buttons: [.destructive(Text("Remove")) { remove(removal) }, .cancel()])
                }
        }
    }

    func retry(_ failure: Failure) {}
    func remove(_ failure: Failure) {}
}
