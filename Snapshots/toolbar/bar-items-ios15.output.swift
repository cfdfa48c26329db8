// snapshot: --min-ios 15
import SwiftUI

struct TrashView: View {
    @State private var isHidden = false

    var body: some View {
        NavigationView {
            Text("Trash")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        EditButton()
                    }
                }
                .navigationBarHidden(isHidden)
        }
    }
}
