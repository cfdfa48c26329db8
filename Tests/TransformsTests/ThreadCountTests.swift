import MigrationKit
import SwiftCST
import Transforms
import XCTest

/// Whole-project decisions run on `MigrationOptions.threads` threads; what they decide must not
/// depend on it. The project is large enough for every parallel step to split its work, and
/// some of its view-side refusals veto their model classes (which later decisions read).
final class ThreadCountTests: XCTestCase {
    func testDecisionsDoNotDependOnTheThreadCount() {
        let files = (0..<400).map { SourceFile(path: "Feature\($0).swift", bytes: Array(Self.feature($0).utf8)) }
        func migrate(threads: Int) -> [FileOutcome] {
            var options = MigrationOptions()
            options.threads = threads
            return Pipeline(registry: TransformRegistry.all, options: options).migrate(files)
        }
        let serial = migrate(threads: 1)
        let parallel = migrate(threads: 4)
        XCTAssertEqual(serial.map(\.output), parallel.map(\.output))
        XCTAssertEqual(serial.map(\.diagnostics), parallel.map(\.diagnostics))
        // Not vacuous: vetoed models stay, the others migrate.
        let outputs = serial.map { String(decoding: $0.output, as: UTF8.self) }
        XCTAssertEqual(outputs.filter { $0.contains("ObservableObject") }.count, 80)
        XCTAssertEqual(outputs.filter { $0.contains("@Observable") }.count, 320)
    }

    /// A model, a screen owning it and a row observing it; every fifth screen also replaces
    /// its model's storage, which keeps the model an ObservableObject.
    private static func feature(_ i: Int) -> String {
        """
        import SwiftUI

        final class Model\(i): ObservableObject {
            @Published var value = \(i)
        }

        struct Screen\(i): View {
            @StateObject var model = Model\(i)()
            var body: some View { Row\(i)(model: model) }
        \(i % 5 == 0 ? "    func reset() { _model = StateObject(wrappedValue: Model\(i)()) }\n" : "")}

        struct Row\(i): View {
            @ObservedObject var model: Model\(i)
            @EnvironmentObject var settings: Model\((i + 1) % 400)
            var body: some View { Text("\\(model.value) \\(settings.value)") }
        }

        """
    }
}
