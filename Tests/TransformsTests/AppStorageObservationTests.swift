import Foundation
import TestSupport
import XCTest

/// Why `observable-object` makes a class's `@AppStorage` property a computed property over its
/// wrapper (`AppStorageProperty`) rather than only marking it `@ObservationIgnored`: the ignored
/// wrapper tells no reader of a write, where inside an `ObservableObject` a write through the
/// model sent `objectWillChange`; a computed property calling `access(keyPath:)` and
/// `withMutation(keyPath:)` does tell. Checked with the real Observation module (a stand-in
/// wrapper reads and writes UserDefaults as `@AppStorage` does; SwiftUI does not run here). The
/// rewrite's exact output runs in the snapshot case `observable-object/app-storage-observed`.
final class AppStorageObservationTests: XCTestCase {
    private static let program = """
    import Foundation
    import Observation

    let defaults = UserDefaults(suiteName: "swiftui-migrate-app-storage-test")!

    /// Stands for @AppStorage: reads and writes UserDefaults, and tells Observation nothing.
    @propertyWrapper struct StoredDefault {
        let key: String
        init(wrappedValue: Bool, _ key: String) {
            self.key = key
            defaults.register(defaults: [key: wrappedValue])
        }
        var wrappedValue: Bool {
            get { defaults.bool(forKey: key) }
            nonmutating set { defaults.set(newValue, forKey: key) }
        }
    }

    /// What the rewrite would have made of `@AppStorage("compact") var compact = false`.
    @Observable final class Ignored {
        @ObservationIgnored @StoredDefault("compact") var compact = false
    }

    /// A computed property over UserDefaults, observed the documented way.
    @Observable final class Computed {
        var compact: Bool {
            get {
                access(keyPath: \\.compact)
                return defaults.bool(forKey: "compact")
            }
            set {
                withMutation(keyPath: \\.compact) { defaults.set(newValue, forKey: "compact") }
            }
        }
    }

    func isReaderTold(_ read: @escaping () -> Void, after write: () -> Void) -> Bool {
        var told = false
        withObservationTracking(read) { told = true }
        write()
        return told
    }

    let ignored = Ignored()
    let computed = Computed()
    print("ignored", isReaderTold({ _ = ignored.compact }, after: { ignored.compact.toggle() }))
    print("computed", isReaderTold({ _ = computed.compact }, after: { computed.compact.toggle() }))
    defaults.removePersistentDomain(forName: "swiftui-migrate-app-storage-test")
    """

    func testIgnoredStorageTellsNoReaderAndTheAdvisedPropertyDoes() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let output = try Toolchain.buildAndRun(Self.program, swiftc: swiftc).outcome.get()
        XCTAssertEqual(output.split(separator: "\n"), ["ignored false", "computed true"])
    }
}
