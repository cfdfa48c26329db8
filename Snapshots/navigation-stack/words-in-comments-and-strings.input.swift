import SwiftUI

// NavigationView, NavigationView { } and .navigationBarTitle("x") in comments stay as they are.
/* NavigationView {
       NavigationLink(destination: Text("x"), isActive: $flag) { EmptyView() }
   } */
struct HelpView: View {
    let tip = "Wrap the list in NavigationView { ... } and call .navigationBarTitle(\"Help\")"
    let raw = #"NavigationView(content: { Text("a") })"#

    var body: some View {
        Text(tip + raw)
    }
}
