import Foundation
import TestSupport
import XCTest

/// `state-object` warns when the objects `@State` makes again have a `deinit` with side effects:
/// `@StateObject` evaluated its autoclosure once per view identity, while `@State` builds its
/// initial value at every initialisation of the view and keeps only the first, so the others
/// are released at once. Checked by compiling and running code: the migrated class is a real
/// `@Observable` one, and two wrappers with the signatures of `StateObject.init(wrappedValue:)`
/// (an `@autoclosure`) and `State.init(wrappedValue:)` (a value) stand for SwiftUI's; a parent
/// that redraws initialises the view again, and SwiftUI keeps the storage of the first.
final class StateObjectReleaseTests: XCTestCase {
    private static let program = """
    import Observation

    var released = 0
    @Observable final class Lease {
        var isActive = true
        deinit { released += 1 }
    }

    @propertyWrapper struct LikeStateObject<T> {
        let thunk: () -> T
        init(wrappedValue thunk: @autoclosure @escaping () -> T) { self.thunk = thunk }
        var wrappedValue: T { thunk() }
    }

    @propertyWrapper struct LikeState<T> {
        let value: T
        init(wrappedValue value: T) { self.value = value }
        var wrappedValue: T { value }
    }

    struct Before {
        @LikeStateObject var lease: Lease
        init() { _lease = LikeStateObject(wrappedValue: Lease()) }
    }
    struct After {
        @LikeState var lease: Lease
        init() { _lease = LikeState(wrappedValue: Lease()) }
    }

    /// The view initialised `times` times by its parent's redraws; the first storage is kept
    /// (and its object made once, when read), the others dropped. Returns the objects released meanwhile.
    func redraws<View>(_ times: Int, _ make: () -> View, read: (View) -> Lease) -> Int {
        released = 0
        let kept = make()
        let object = read(kept)
        for _ in 1..<times { _ = make() }
        withExtendedLifetime(object) {}
        return released
    }
    print("released", redraws(3, Before.init) { $0.lease }, redraws(3, After.init) { $0.lease })
    """

    /// Three initialisations: with the `@StateObject`-like wrapper no object is released while
    /// the view is on screen; with `@State` two are, and their `deinit` runs.
    func testStateReleasesTheObjectsItMakesAgain() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let directory = TemporaryDirectory()
        let source = directory.write("main.swift", Self.program)
        let executable = directory.path + "/release"
        let build = Toolchain.run(swiftc, ["-swift-version", "5", source, "-o", executable])
        XCTAssertTrue(build.succeeded, build.output)
        let run = Toolchain.run(URL(fileURLWithPath: executable), [])
        XCTAssertTrue(run.succeeded, run.output)
        XCTAssertEqual(run.output.split(separator: "\n"), ["released 0 2"])
    }
}
