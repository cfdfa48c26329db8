import SwiftUI

// The Old target is iOS 15: NavigationStack does not exist there, so NavigationView and its
// title stay, without a warning (the run's summary says what the target held back);
// sheet(item:) needs only iOS 14, so the sheet still migrates.
struct Legacy: View {
    struct Note: Identifiable { let id: Int }
    @State private var isShowingNote = false
    @State private var note: Note?

    var body: some View {
        NavigationView {
            Button("Open") {
                note = Note(id: 1)
                isShowingNote = true
            }
            .navigationBarTitle("Legacy")
            .sheet(isPresented: $isShowingNote) {
                Text("\(note!.id)")
            }
        }
    }
}
