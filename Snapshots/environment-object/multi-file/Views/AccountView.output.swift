import SwiftUI

struct AccountView: View {
    @Environment(UserSession.self) var session

    var body: some View {
        VStack {
            Text(session.displayName)
            layoutToggle
        }
    }
}

#Preview {
    AccountView()
        .environment(UserSession())
}
