import Combine
import Foundation
import SwiftUI

@Observable class Base {
    var title = ""
}

/// A subclass without @Published properties whose sends Observation takes over gets @Observable
/// itself: the properties they announced are observed by it.
@Observable final class Counter: Base {
    var count = 0
    var flag = false

    func reset() {
        flag = false
    }
}

/// The same for a computed property over UserDefaults: `access` and `withMutation` take key
/// paths of the class that declares them.
@Observable final class Profile: Base {
    let defaults = UserDefaults.standard
    var nickname: String {
        get {
            access(keyPath: \.nickname)
            return defaults.string(forKey: "nickname") ?? ""
        }
        set {
            withMutation(keyPath: \.nickname) {
                defaults.set(newValue, forKey: "nickname")
            }
        }
    }
}

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}

/// A send announcing a lazy or wrapped property, which @Observable cannot track: the class stays.
final class Cache: ObservableObject {
    lazy var entries: [Int] = []

    func fill() {
        entries = [1]
        objectWillChange.send()
    }
}

final class Gauge: ObservableObject {
    @Clamped var level = 0

    func raise() {
        objectWillChange.send()
        level = 1
    }
}
