import Observation

@Observable final class Radio {
    var isOn = false
    @ObservationIgnored var station = 0 { didSet { print("tuned to \(station)") } }
    var volume = 3

    init() {
        volume = 4
    }
}
