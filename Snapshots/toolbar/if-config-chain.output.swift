import SwiftUI

struct FeedView: View {
    var body: some View {
        NavigationStack {
            Text("Feed")
            #if os(iOS)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        EditButton()
                    }
                }
            #endif
                .padding()
        }
    }
}
