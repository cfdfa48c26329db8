import Foundation
import Observation

let suite = "swiftui-migrate-app-storage-observed"
let defaults = UserDefaults(suiteName: suite)!
defaults.removePersistentDomain(forName: suite)

/// Stands for SwiftUI's `AppStorage`, which does not run here, with its shape: a struct whose
/// `wrappedValue` reads and writes UserDefaults with a nonmutating setter, and tells no one.
@propertyWrapper struct AppStorage<Value> {
    let key: String
    let store: UserDefaults
    init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        self.store = store ?? defaults
        self.store.register(defaults: [key: wrappedValue])
    }
    var wrappedValue: Value {
        get { store.object(forKey: key) as! Value }
        nonmutating set { store.set(newValue, forKey: key) }
    }
}

/// Whether a reader of `read` is told of `write`.
func isTold(_ read: @escaping () -> Void, of write: () -> Void) -> Bool {
    var told = false
    withObservationTracking(read) { told = true }
    write()
    return told
}

let settings = ReaderSettings()
print("write through the model tells its reader:", isTold({ _ = settings.compact }, of: { settings.compact = true }))
print("stored in UserDefaults:", defaults.bool(forKey: "compact"), "didSet ran:", settings.changes)
print("another property's reader is told:", isTold({ _ = settings.fontSize }, of: { settings.compact = false }))
print("write to UserDefaults elsewhere tells the reader:", isTold({ _ = settings.compact }, of: { defaults.set(true, forKey: "compact") }))
print("read:", settings.compact)
defaults.removePersistentDomain(forName: suite)
