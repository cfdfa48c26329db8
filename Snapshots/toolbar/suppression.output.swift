import SwiftUI

struct TagsView: View {
    var body: some View {
        NavigationStack {
            Text("Tags")
                // swiftui-migrate:disable-next-line toolbar
                .navigationBarHidden(true)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        EditButton()
                    }
                }
        }
    }
}
