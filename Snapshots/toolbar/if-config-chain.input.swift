import SwiftUI

struct FeedView: View {
    var body: some View {
        NavigationStack {
            Text("Feed")
            #if os(iOS)
                .navigationBarItems(trailing: EditButton())
            #endif
                .padding()
        }
    }
}
