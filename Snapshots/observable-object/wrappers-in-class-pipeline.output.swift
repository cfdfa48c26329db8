import SwiftUI

@Observable final class RouteMap {
    var zoom = 1.0
}

@Observable final class Speedometer {
    var speed = 0.0
}

/// Holds the models its screen shows.
@Observable final class Dashboard {
    var isRiding = false
    var map: RouteMap
    var speedometer = Speedometer()

    init(map: RouteMap) {
        self.map = map
    }
}

/// Not an ObservableObject: it creates its model once per instance, so nothing keeps
/// Dashboard an ObservableObject, and observed-object converts the wrapper.
final class Coordinator {
    var dashboard = Dashboard(map: RouteMap())
}

struct DashboardView: View {
    let dashboard: Dashboard

    var body: some View {
        Text("\(dashboard.speedometer.speed)")
    }
}
