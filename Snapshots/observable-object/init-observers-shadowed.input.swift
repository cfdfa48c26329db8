// snapshot: isolated --observe-all
import Combine

final class Mixer: ObservableObject {
    @Published var level = 0
    var gain = 1 { didSet { print("gain \(gain)") } }
    var balance = 0 { didSet { print("balance \(balance)") } }

    init(presets: [Int]) {
        for gain in presets where gain > 1 {
            print(gain)
        }
        gain = 2
        balance = presets.count
    }
}
