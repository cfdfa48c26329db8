// snapshot: --min-ios 16
import SwiftUI

struct SentView: View {
    var body: some View {
        NavigationStack {
            Text("Sent")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        EditButton()
                    }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Text("Sent")
                    }
                }
                .toolbar(.visible, for: .navigationBar)
        }
    }
}
