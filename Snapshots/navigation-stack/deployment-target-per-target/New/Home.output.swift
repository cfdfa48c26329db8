import SwiftUI

// The New target inherits the project's iOS 16: NavigationView becomes NavigationStack.
struct Home: View {
    var body: some View {
        NavigationStack {
            Text("Home")
                .navigationTitle("Home")
        }
    }
}
