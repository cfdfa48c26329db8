// snapshot: fragment
// LocationProvider and RouteStore come from another module (a package of the app), so this
// case cannot be type-checked on its own: it is only parsed.
import SwiftUI
import MapKitSupport

struct MapScreen: View {
    @StateObject private var location = LocationProvider()
    @StateObject private var routes: RouteStore = .init(cacheSize: 10)

    var body: some View {
        Text(location.currentCity)
    }
}
