// snapshot: --min-ios 16
import SwiftUI

struct SentView: View {
    var body: some View {
        NavigationStack {
            Text("Sent")
                .navigationBarItems(leading: EditButton(), trailing: Text("Sent"))
                .navigationBarHidden(false)
        }
    }
}
