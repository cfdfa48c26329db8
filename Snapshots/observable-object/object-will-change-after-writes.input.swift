import Combine
import SwiftUI

/// Sends after writes to stored properties in the same block: Observation announces those
/// writes itself, so the sends go (inside withAnimation too: the writes animate as before).
final class NoticePanel: ObservableObject {
    @Published private(set) var isPresented = false
    @Published private(set) var hiddenIDs: Set<Int> = []
    @Published var notices: [Int] = []
    var scrolledToTop = true
    private var modifiers: [String: Bool] = [:]

    func show() {
        withAnimation(.easeInOut(duration: 0.3)) {
            isPresented = true
            hiddenIDs.removeAll()
            objectWillChange.send()
        }
    }

    func hide() {
        self.isPresented = false
        self.notices.filter { $0 > 0 }.forEach { self.hiddenIDs.insert($0) }
        self.objectWillChange.send()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            self.scrolledToTop = true
        }
    }

    func flagsChanged(option: Bool) {
        if option != modifiers["option"] {
            modifiers["option"] = option
            self.modifiers.updateValue(option, forKey: "any")
            objectWillChange.send()
        }
    }
}

/// A send after a write by tuple destructuring to its own stored properties goes too.
final class MotionManager: ObservableObject {
    @Published var x: Double = 0
    var y: Double = 0
    var z: Double = 0

    func update(_ gravity: (x: Double, y: Double, z: Double)) {
        (x, self.y, z) = (gravity.x, gravity.y, gravity.z)
        self.objectWillChange.send()
    }
}

/// A tuple element that is not a stored property of `self` keeps the send, and the class.
final class Tilt: ObservableObject {
    var pitch = 0.0
    let sensor = Settings()

    func update(_ values: (Double, Int)) {
        (pitch, sensor.sort) = values
        objectWillChange.send()
    }
}

final class Playlist {
    func removeAll() {}
}

/// A send after a method call on a property that holds a reference: Observation would not see
/// the call, so the class stays.
final class Jukebox: ObservableObject {
    var playlist = Playlist()

    func clear() {
        playlist.removeAll()
        objectWillChange.send()
    }
}

/// A send after something other than writes to its own stored properties stays.
final class Filters: ObservableObject {
    @Published var sort = 0
    let settings = Settings()

    func next() {
        sort += 1
        settings.sort = sort
        objectWillChange.send()
    }
}

final class Settings {
    var sort = 0
}
