import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
}

/// The content dismisses itself through a Binding to the flag: the flag must stay.
struct ChoresView: View {
    let chores: [Chore]
    @State private var isShowingChore = false
    @State private var openChore: Chore?

    var body: some View {
        List(chores) { chore in
            Button(chore.title) {
                openChore = chore
                isShowingChore = true
            }
        }
        .sheet(isPresented: $isShowingChore) {
            ChoreDetail(chore: openChore!, isPresented: $isShowingChore)
        }
    }
}

struct ChoreDetail: View {
    let chore: Chore
    @Binding var isPresented: Bool

    var body: some View {
        Button(chore.title) { isPresented = false }
    }
}
