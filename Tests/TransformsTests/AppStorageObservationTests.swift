import Foundation
import TestSupport
import XCTest

/// `observable-object` refuses a class with `@AppStorage` properties: under `@Observable` such a
/// property must be `@ObservationIgnored` (the macro cannot track a wrapped property), so a write
/// tells no view, where inside an `ObservableObject` it sent `objectWillChange`. The refusal says
/// what to do instead: a computed property over UserDefaults that calls `access(keyPath:)` and
/// `withMutation(keyPath:)`. Both halves are checked here with the real Observation module (a
/// stand-in wrapper reads and writes UserDefaults as `@AppStorage` does; SwiftUI does not run here).
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

    /// What the refusal tells the user to write instead.
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
