import Foundation
import TestSupport
import XCTest

/// The runtime claim behind `AnyObject & Observable` constraints (issue 21, generic views): a
/// generic type whose parameter was an `ObservableObject` still sees its model's changes once
/// the constraint is `Observable`, as Observation tracks reads made through the parameter.
/// The migrated snapshot output is built against the real Observation module and run.
final class GenericConstraintRuntimeTests: XCTestCase {
    func testReadsThroughTheGenericParameterAreTracked() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let model = try String(contentsOf: ObservableObjectRuntimeTests.folder.appendingPathComponent("generic-type-tracking.output.swift"), encoding: .utf8)
        let main = """
            import Observation

            let counter = Counter()
            let reader = makeReader(counter)
            withObservationTracking { _ = reader.current() } onChange: { print("changed, was \\(counter.count)") }
            counter.count = 1
            print("now \\(reader.current())")

            """
        let directory = TemporaryDirectory(prefix: "generic-constraint")
        let library = ObservableObjectRuntimeTests.buildCombine(in: directory, swiftc: swiftc)
        guard library.succeeded else { return XCTFail("the runnable Combine stand-in does not build:\n\(library.output)") }
        switch ObservableObjectRuntimeTests.buildAndRun(model, main, in: directory, as: "tracking", swiftc: swiftc).outcome {
        case .failure(let problem): XCTFail("\(problem)")
        case .success(let printed): XCTAssertEqual(printed, "changed, was 0\nnow 1\n")
        }
    }
}
