import Combine
import Foundation
import SwiftUI

class Base: ObservableObject {
    @Published var title = ""
}

/// A subclass without @Published properties whose sends Observation takes over gets @Observable
/// itself: the properties they announced are observed by it.
final class Counter: Base {
    var count = 0 {
        willSet { objectWillChange.send() }
    }
    var flag = false

    func reset() {
        objectWillChange.send()
        flag = false
    }
}

/// The same for a computed property over UserDefaults: `access` and `withMutation` take key
/// paths of the class that declares them.
final class Profile: Base {
    let defaults = UserDefaults.standard
    var nickname: String {
        get { defaults.string(forKey: "nickname") ?? "" }
        set {
            objectWillChange.send()
            defaults.set(newValue, forKey: "nickname")
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
