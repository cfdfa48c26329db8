// snapshot: isolated --observe-all
import Observation

@Observable final class Mixer {
    var level = 0
    @ObservationIgnored var gain = 1 { didSet { print("gain \(gain)") } }
    var balance = 0 { didSet { print("balance \(balance)") } }

    init(presets: [Int]) {
        for gain in presets where gain > 1 {
            print(gain)
        }
        gain = 2
        _balance = presets.count
    }
}
