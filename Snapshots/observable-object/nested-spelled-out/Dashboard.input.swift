import SwiftUI

/// Outside both cards: the nested types are spelled out.
struct Dashboard: View {
    @StateObject private var status = StatusCard.ViewModel()
    @StateObject private var user = UserCard.ViewModel()

    var body: some View {
        VStack {
            StatusCard()
                .environmentObject(status)
            UserCard()
                .environmentObject(user)
        }
    }
}

struct Preview: View {
    var body: some View {
        StatusCard()
            .environmentObject(StatusCard.ViewModel())
    }
}
