import SwiftUI

@main
struct AccountApp: App {
    @StateObject private var session = UserSession()

    var body: some Scene {
        WindowGroup {
            AccountView()
                .environmentObject(session)
        }
    }
}
