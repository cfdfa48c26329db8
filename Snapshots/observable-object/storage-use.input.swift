// snapshot: isolated
import SwiftUI

final class Thermostat: ObservableObject {
    @Published var target: Double

    init(target: Double) {
        _target = Published(initialValue: target)
    }
}
