import SwiftUI

// A NavigationView whose content is passed in (not a closure written here) may hold one view or
// several, so whether it shows as a stack or as columns is not known: warned and left.
func navigationTab<Content: View>(content: () -> Content) -> some View {
    NavigationView(content: content)
        .tabItem { Text("Tab") }
}
