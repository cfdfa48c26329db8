// snapshot: fragment --assume-observable LocationProvider
// LocationProvider comes from another module, where it is already @Observable: the option
// says so. RouteStore (same module) is not named, so it stays. Only parsed: the module is
// not available here.
import SwiftUI
import MapKitSupport

struct MapScreen: View {
    @StateObject private var location = LocationProvider()
    @StateObject private var routes = RouteStore()

    var body: some View {
        Text(location.currentCity)
    }
}
