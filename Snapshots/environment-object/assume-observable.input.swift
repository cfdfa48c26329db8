// snapshot: fragment --assume-observable AuthService
// AuthService comes from another module, where it is already @Observable: the option says
// so. Only parsed: the module is not available here.
import SwiftUI
import AuthKit

struct LoginForm: View {
    @EnvironmentObject var auth: AuthService

    var body: some View {
        TextField("Email", text: $auth.email)
    }
}

struct LoginRoot: View {
    let auth: AuthService

    var body: some View {
        LoginForm().environmentObject(auth)
    }
}
