// snapshot: --platforms iphone,ipad
import SwiftUI

// The stack style under `#if os(iOS)`: on iPhone and iPad it applies, so the view becomes a
// NavigationStack; the `#if` block then holds nothing, so it goes too.
struct ProfileView: View {
    var body: some View {
        NavigationView {
            Text("Profile")
                .navigationTitle("Me")
        }
        #if os(iOS)
        .navigationViewStyle(.stack)
        #endif
    }
}

// Here the `#if` block holds another modifier too: only the style line goes.
struct AccountView: View {
    var body: some View {
        NavigationView {
            Text("Account")
        }
        #if os(iOS)
        .navigationViewStyle(StackNavigationViewStyle())
        .statusBarHidden(true)
        #endif
    }
}
