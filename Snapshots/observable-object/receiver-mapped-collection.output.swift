import Combine
import SwiftUI

enum HotkeyAction: String, CaseIterable {
    case toggle, search
}

@Observable final class Hotkey {
    var keyCombination: Int? {
        willSet { keyCombinationSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var keyCombinationSubject = CurrentValueSubject<Int?, Never>(keyCombination)
    /// What `$keyCombination` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var keyCombinationPublisher: AnyPublisher<Int?, Never> = keyCombinationSubject.eraseToAnyPublisher()
    let action: HotkeyAction

    init(keyCombination: Int?, action: HotkeyAction) {
        self.keyCombination = keyCombination
        self.action = action
    }
}

final class Track: ObservableObject {
    @Published var volume = 1.0
}

/// `allCases` of a project enum is an array of it; `.map { Hotkey(…) }` over an array is an
/// array of what the closure makes: the bridge spells `[Hotkey]`, and `$0` is a `Hotkey`.
@Observable final class HotkeySettings {
    private(set) var hotkeys = HotkeyAction.allCases.map { action in
        Hotkey(keyCombination: nil, action: action)
    } {
        willSet { hotkeysSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var hotkeysSubject = CurrentValueSubject<[Hotkey], Never>(hotkeys)
    /// What `$hotkeys` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var hotkeysPublisher: AnyPublisher<[Hotkey], Never> = hotkeysSubject.eraseToAnyPublisher()
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    func observe() {
        hotkeysPublisher.combineLatest(Publishers.MergeMany(hotkeys.map { $0.keyCombinationPublisher }))
            .sink { hotkeys, _ in print(hotkeys.count) }
            .store(in: &cancellables)
    }
}

/// Not followed: `map` over an optional (an optional, not an array), a closure doing more than
/// make one value.
@Observable final class Mixer {
    var master: Track?
    @ObservationIgnored var ids: [Int] = []
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    func observe() {
        let tracks = ids.map { _ in
            let track = Track()
            return track
        }
        tracks.forEach { $0.$volume.sink { print($0) }.store(in: &cancellables) }
        master.map { $0 }?.$volume.sink { print($0) }.store(in: &cancellables)
    }
}
