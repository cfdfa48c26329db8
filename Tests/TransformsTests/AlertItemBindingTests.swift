import Foundation
import TestSupport
@testable import Transforms
import XCTest

/// `alert-dialog` turns `.alert(item: $model.failure)` into `.alert(…, isPresented: <derived>,
/// presenting: model.failure)`. The item form set the item to nil when the alert was dismissed; the
/// new API writes `false` to `isPresented:` instead, so the derived binding must clear the item then,
/// read `true` exactly while the item is set, and leave the item alone on any other write. The
/// binding the transform writes is compiled and run here against a stand-in for SwiftUI's `Binding`
/// (same `init(get:set:)` and `wrappedValue`; the SwiftUI stubs type-check only).
final class AlertItemBindingTests: XCTestCase {
    private static func program(binding: String) -> String {
        """
        struct Binding<Value> {
            let get: () -> Value
            let set: (Value) -> Void
            init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
            var wrappedValue: Value {
                get { get() }
                nonmutating set { set(newValue) }
            }
        }

        struct Failure { let reason: String }
        final class Model { var failure: Failure? }

        let model = Model()
        let isPresented = \(binding)
        print("unset", isPresented.wrappedValue)
        model.failure = Failure(reason: "disk full")
        print("set", isPresented.wrappedValue)
        isPresented.wrappedValue = true
        print("presented", isPresented.wrappedValue, model.failure?.reason ?? "nil")
        isPresented.wrappedValue = false
        print("dismissed", isPresented.wrappedValue, model.failure?.reason ?? "nil")
        """
    }

    func testTheDerivedBindingIsTrueWhileTheItemIsSetAndADismissalClearsIt() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let binding = ItemPresentation.isPresented(value: "model.failure")
        let output = try Toolchain.buildAndRun(Self.program(binding: binding), swiftc: swiftc).outcome.get()
        XCTAssertEqual(output.split(separator: "\n"), ["unset false", "set true", "presented true disk full", "dismissed false nil"])
    }
}
