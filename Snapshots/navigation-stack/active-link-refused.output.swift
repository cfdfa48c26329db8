import SwiftUI

// isActive: links that cannot move to .navigationDestination(isPresented:) are left, each with
// its reason: in a List row, one Bool driving two links (or a link and a sheet), a destination
// using a name local to the link, a binding that is not a property, a container in another view.
@Observable final class Router {
    var showsDetail = false
}

struct CatalogView: View {
    let items: [String]
    @State private var showsFirst = false
    @State private var showsEither = false
    @State private var showsLast = false
    @State private var showsHelp = false
    @State private var selection: String? = nil

    var body: some View {
        NavigationStack {
            VStack {
                List(items, id: \.self) { item in
                    NavigationLink(destination: Text(item), isActive: $showsFirst) { Text(item) }
                }
                NavigationLink(destination: Text("A"), isActive: $showsEither) { Text("A") }
                NavigationLink(destination: Text("B"), isActive: $showsEither) { Text("B") }
                if let first = items.first {
                    NavigationLink(destination: Text(first), isActive: .constant(false)) { Text("Pinned") }
                }
                NavigationLink(destination: Text("Help"), isActive: $showsHelp) { Text("Help") }
                    .sheet(isPresented: $showsHelp) { Text("Help sheet") }
                if let last = items.last {
                    NavigationLink(destination: Text(last), isActive: $showsLast) { Text("Last") }
                }
            }
            .navigationTitle("Catalog")
        }
    }
}

// The NavigationView holding this view is elsewhere: there is no stack root here.
struct DetailRow: View {
    @Bindable var router: Router

    var body: some View {
        NavigationLink(destination: Text("Detail"), isActive: $router.showsDetail) {
            Text("Open")
        }
    }
}
