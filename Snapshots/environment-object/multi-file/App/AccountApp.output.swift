import SwiftUI

@main
struct AccountApp: App {
    @State private var session = UserSession()

    var body: some Scene {
        WindowGroup {
            AccountView()
                .environment(session)
        }
    }
}
