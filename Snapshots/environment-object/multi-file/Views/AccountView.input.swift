import SwiftUI

struct AccountView: View {
    @EnvironmentObject var session: UserSession

    var body: some View {
        VStack {
            Text(session.displayName)
            layoutToggle
        }
    }
}

#Preview {
    AccountView()
        .environmentObject(UserSession())
}
