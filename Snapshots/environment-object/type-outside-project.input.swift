// snapshot: fragment
// AuthService comes from another module (the app's auth package), so this case cannot be
// type-checked on its own: it is only parsed.
import SwiftUI
import AuthKit

struct LoginButton: View {
    @EnvironmentObject var auth: AuthService

    var body: some View {
        Button("Sign in") { auth.signIn() }
    }
}

struct LoginRoot: View {
    let auth: AuthService

    var body: some View {
        LoginButton().environmentObject(auth)
    }
}
