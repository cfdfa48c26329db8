import SwiftUI

struct Draft: Identifiable {
    let id: Int
    var text: String
}

final class DraftStore {
    func save() {}
}

/// `onDismiss:` stays, and does not read the selection. `isShowingDraft = false` becomes
/// `selectedDraft = nil` (with `self.` inside the content, where the closure parameter has the
/// property's name); where the block already clears the selection, the line just goes.
struct DraftsView: View {
    let drafts: [Draft]
    let store: DraftStore
    @State private var selectedDraft: Draft?

    var body: some View {
        List(drafts) { draft in
            Button(draft.text) {
                selectedDraft = draft
            }
        }
        .toolbar {
            Button("Close") {
                selectedDraft = nil
            }
        }
        .sheet(item: $selectedDraft, onDismiss: saveDrafts) { selectedDraft in
            VStack {
                Text(selectedDraft.text)
                Button("Done") {
                    self.selectedDraft = nil
                }
            }
        }
    }

    private func saveDrafts() {
        store.save()
        selectedDraft = nil
    }
}
