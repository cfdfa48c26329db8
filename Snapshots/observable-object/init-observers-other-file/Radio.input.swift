import Combine

final class Radio: ObservableObject {
    @Published var isOn = false
    var station = 0 { didSet { print("tuned to \(station)") } }
    var volume = 3

    init() {
        volume = 4
    }
}
