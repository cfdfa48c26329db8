import SwiftUI

enum Pending: Identifiable {
    case delete(String)
    case done

    var id: String { "\(self)" }
}

struct ListView: View {
    @State private var pending: Pending?
    @State private var other: Pending?
    let isPro = false

    var body: some View {
        VStack {
            Text("Statements before the return")
                .alert(item: $pending) { pending in
                    switch pending {
                    case .delete(let name):
                        let title = "Delete \(name)?"
                        return Alert(title: Text(title))
                    case .done:
                        return Alert(title: Text("Done"))
                    }
                }
            Text("Another value switched over")
                .alert(item: $other) { other in
                    switch isPro {
                    case true: return Alert(title: Text("Pro"))
                    case false: return Alert(title: Text("Free"))
                    }
                }
            Text("A comment between the cases")
                .alert(item: $pending) { pending in
                    switch pending {
                    case .delete:
                        return Alert(title: Text("Delete?"))
                    // The last one.
                    case .done:
                        return Alert(title: Text("Done"))
                    }
                }
        }
    }
}
