import SwiftUI

final class AudioEngine {
    func prepare() {}
    func start() throws {}
}

final class Settings {
    static var shared: Settings { Settings() }
}

// The property's initial value calls `now()`, but the init starts the engine and a repeating
// Timer: the first of those is named.
@Observable final class RecorderModel {
    var level = 0.0
    let createdAt = DispatchTime.now()
    private let engine = AudioEngine()
    @ObservationIgnored private var timer: Timer?

    init() {
        engine.prepare()
        try? engine.start()
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in }
    }
}

// A call, then a computed singleton: the singleton is named.
@Observable final class MeterModel {
    var peak = 0.0
    private let settings: Settings

    init() {
        calibrate()
        settings = Settings.shared
    }

    func calibrate() { UserDefaults.standard.synchronize() }
}

struct RecorderView: View {
    @State private var recorder = RecorderModel()
    @State private var meter = MeterModel()

    var body: some View {
        Text("\(recorder.level) \(meter.peak)")
    }
}
