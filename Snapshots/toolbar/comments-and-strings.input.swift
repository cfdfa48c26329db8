import SwiftUI

// Was .navigationBarItems(trailing: EditButton()) and .navigationBarHidden(true).
struct NotesView: View {
    var body: some View {
        NavigationStack {
            Text(".navigationBarHidden(true)")
                .navigationBarItems(
                    // the edit button
                    trailing: EditButton()
                )
                .navigationBarHidden(/* always */ true)
                .navigationBarItems(trailing: EditButton() /* edit */)
        }
    }
}
