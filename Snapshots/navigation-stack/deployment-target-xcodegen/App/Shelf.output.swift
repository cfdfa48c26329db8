import SwiftUI

// The Shelf target takes the project's iOS 17 (options.deploymentTarget), through its template's
// sources: NavigationView becomes NavigationStack (iOS, so iPhone and iPad: the style says stack).
struct Shelf: View {
    var body: some View {
        NavigationStack {
            Text("Shelf")
        }
    }
}
