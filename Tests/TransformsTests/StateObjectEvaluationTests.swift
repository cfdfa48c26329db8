import Foundation
import TestSupport
import XCTest

/// `state-object` warns where `@State` evaluates a value that `@StateObject` did not: the rule
/// rests on how Swift passes a wrapper's initial value through a view's initializers, checked
/// here by compiling and running code. `StateObject.init(wrappedValue:)` takes an
/// `@autoclosure` and `State.init(wrappedValue:)` a value (Apple's documentation; the stubs
/// declare them so); two wrappers with those signatures count how often each value is built,
/// and how many objects `@State` releases at once (their `deinit` runs while the view is on screen).
final class StateObjectEvaluationTests: XCTestCase {
    /// Stand-ins for `StateObject` and `State`, with their initializers' signatures.
    private static let wrappers = """
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

    """

    private static let program = """
    var built = 0
    final class Model { init() { built += 1 } }

    """ + wrappers + """
    struct MemberwiseBefore { @LikeStateObject var model: Model }
    struct MemberwiseAfter { @LikeState var model: Model }
    struct DefaultBefore { @LikeStateObject var model: Model = Model() }
    struct DefaultAfter { @LikeState var model: Model = Model() }
    struct PlainBefore {
        @LikeStateObject var model: Model
        init(model: Model) { _model = LikeStateObject(wrappedValue: model) }
    }
    struct PlainAfter {
        @LikeState var model: Model
        init(model: Model) { _model = LikeState(wrappedValue: model) }
    }
    struct ForwardingBefore {
        @LikeStateObject var model: Model
        init(model: @autoclosure @escaping () -> Model) { _model = LikeStateObject(wrappedValue: model()) }
    }
    struct ForwardingAfter {
        @LikeState var model: Model
        init(model: @autoclosure @escaping () -> Model) { _model = LikeState(wrappedValue: model()) }
    }

    func count(_ make: () -> Void) -> Int {
        built = 0
        make()
        return built
    }
    print("memberwise", count { _ = MemberwiseBefore(model: Model()) }, count { _ = MemberwiseAfter(model: Model()) })
    print("memberwise-over-initial-value", count { _ = DefaultBefore(model: Model()) }, count { _ = DefaultAfter(model: Model()) })
    print("initial-value", count { _ = DefaultBefore() }, count { _ = DefaultAfter() })
    print("plain-parameter", count { _ = PlainBefore(model: Model()) }, count { _ = PlainAfter(model: Model()) })
    print("autoclosure-parameter", count { _ = ForwardingBefore(model: Model()) }, count { _ = ForwardingAfter(model: Model()) })
    """

    /// A model whose `deinit` counts its releases (the migrated, `@Observable` form), built by a view
    /// initialised again by its parent's redraws; SwiftUI keeps the storage of the first.
    private static let releaseProgram = """
    import Observation

    var released = 0
    @Observable final class Lease {
        var isActive = true
        deinit { released += 1 }
    }

    """ + wrappers + """
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

    /// Objects built by one initialisation of the view, with the `@StateObject`-like wrapper and
    /// after the rewrite: 0 then 1 is a new evaluation on every init (warned); 1 then 1 is none.
    func testWhereStateEvaluatesWhatStateObjectDidNot() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let output = try Toolchain.buildAndRun(Self.program, swiftc: swiftc).outcome.get()
        XCTAssertEqual(output.split(separator: "\n"), [
            "memberwise 0 1",
            "memberwise-over-initial-value 0 1",
            "initial-value 0 1",
            "plain-parameter 1 1",
            "autoclosure-parameter 0 1",
        ])
    }

    /// Three initialisations: with the `@StateObject`-like wrapper no object is released while
    /// the view is on screen; with `@State` two are, and their `deinit` runs.
    func testStateReleasesTheObjectsItMakesAgain() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let output = try Toolchain.buildAndRun(Self.releaseProgram, swiftc: swiftc).outcome.get()
        XCTAssertEqual(output.split(separator: "\n"), ["released 0 2"])
    }

    /// The stubs the snapshot cases type-check against declare the two initializers as SwiftUI does.
    func testStubsDeclareTheInitializersAsSwiftUIDoes() throws {
        let stubs = try String(contentsOf: Toolchain.repositoryRoot.appendingPathComponent("Tests/Stubs/SwiftUI/PropertyWrappers.swift"), encoding: .utf8)
        XCTAssertTrue(stubs.contains("init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)"))
        XCTAssertTrue(stubs.contains("public init(wrappedValue value: Value) {}"))
    }
}
