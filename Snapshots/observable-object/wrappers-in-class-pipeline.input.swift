import SwiftUI

final class RouteMap: ObservableObject {
    @Published var zoom = 1.0
}

final class Speedometer: ObservableObject {
    @Published var speed = 0.0
}

/// Holds the models its screen shows.
final class Dashboard: ObservableObject {
    @Published var isRiding = false
    @ObservedObject var map: RouteMap
    @ObservedObject var speedometer = Speedometer()

    init(map: RouteMap) {
        self.map = map
    }
}

/// Not an ObservableObject: it creates its model once per instance, so nothing keeps
/// Dashboard an ObservableObject, and observed-object converts the wrapper.
final class Coordinator {
    @ObservedObject var dashboard = Dashboard(map: RouteMap())
}

struct DashboardView: View {
    @ObservedObject var dashboard: Dashboard

    var body: some View {
        Text("\(dashboard.speedometer.speed)")
    }
}
