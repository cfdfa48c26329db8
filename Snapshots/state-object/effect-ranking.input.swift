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
final class RecorderModel: ObservableObject {
    @Published var level = 0.0
    let createdAt = DispatchTime.now()
    private let engine = AudioEngine()
    private var timer: Timer?

    init() {
        engine.prepare()
        try? engine.start()
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in }
    }
}

// A call, then a computed singleton: the singleton is named.
final class MeterModel: ObservableObject {
    @Published var peak = 0.0
    private let settings: Settings

    init() {
        calibrate()
        settings = Settings.shared
    }

    func calibrate() { UserDefaults.standard.synchronize() }
}

struct RecorderView: View {
    @StateObject private var recorder = RecorderModel()
    @StateObject private var meter = MeterModel()

    var body: some View {
        Text("\(recorder.level) \(meter.peak)")
    }
}
