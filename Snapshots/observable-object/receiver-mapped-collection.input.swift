import Combine
import SwiftUI

enum HotkeyAction: String, CaseIterable {
    case toggle, search
}

final class Hotkey: ObservableObject {
    @Published var keyCombination: Int?
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
final class HotkeySettings: ObservableObject {
    @Published private(set) var hotkeys = HotkeyAction.allCases.map { action in
        Hotkey(keyCombination: nil, action: action)
    }
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        $hotkeys.combineLatest(Publishers.MergeMany(hotkeys.map { $0.$keyCombination }))
            .sink { hotkeys, _ in print(hotkeys.count) }
            .store(in: &cancellables)
    }
}

/// Not followed: `map` over an optional (an optional, not an array), a closure doing more than
/// make one value.
final class Mixer: ObservableObject {
    @Published var master: Track?
    var ids: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    func observe() {
        let tracks = ids.map { _ in
            let track = Track()
            return track
        }
        tracks.forEach { $0.$volume.sink { print($0) }.store(in: &cancellables) }
        master.map { $0 }?.$volume.sink { print($0) }.store(in: &cancellables)
    }
}
