// snapshot: isolated
import SwiftUI

final class Registry {
    var models: [any ObservableObject] = []
}

final class AlarmModel: ObservableObject {
    @Published var alarms: [Date] = []
}
