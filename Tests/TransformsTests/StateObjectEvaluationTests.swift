import Foundation
import TestSupport
import XCTest

/// `state-object` warns where `@State` evaluates a value that `@StateObject` did not: the rule
/// rests on how Swift passes a wrapper's initial value through a view's initializers, checked
/// here by compiling and running code. `StateObject.init(wrappedValue:)` takes an
/// `@autoclosure` and `State.init(wrappedValue:)` a value (Apple's documentation; the stubs
/// declare them so); two wrappers with those signatures count how often each value is built.
final class StateObjectEvaluationTests: XCTestCase {
    private static let program = """
    var built = 0
    final class Model { init() { built += 1 } }

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

    /// Objects built by one initialisation of the view, with the `@StateObject`-like wrapper and
    /// after the rewrite: 0 then 1 is a new evaluation on every init (warned); 1 then 1 is none.
    func testWhereStateEvaluatesWhatStateObjectDidNot() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let directory = TemporaryDirectory()
        let source = directory.write("main.swift", Self.program)
        let executable = directory.path + "/evaluation"
        let build = Toolchain.run(swiftc, ["-swift-version", "5", source, "-o", executable])
        XCTAssertTrue(build.succeeded, build.output)
        let run = Toolchain.run(URL(fileURLWithPath: executable), [])
        XCTAssertTrue(run.succeeded, run.output)
        XCTAssertEqual(run.output.split(separator: "\n"), [
            "memberwise 0 1",
            "memberwise-over-initial-value 0 1",
            "initial-value 0 1",
            "plain-parameter 1 1",
            "autoclosure-parameter 0 1",
        ])
    }

    /// The stubs the snapshot cases type-check against declare the two initializers as SwiftUI does.
    func testStubsDeclareTheInitializersAsSwiftUIDoes() throws {
        let stubs = try String(contentsOf: Toolchain.repositoryRoot.appendingPathComponent("Tests/Stubs/SwiftUI/PropertyWrappers.swift"), encoding: .utf8)
        XCTAssertTrue(stubs.contains("init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)"))
        XCTAssertTrue(stubs.contains("public init(wrappedValue value: Value) {}"))
    }
}
