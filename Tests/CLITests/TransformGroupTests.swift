import Foundation
import XCTest

/// `--only` and `--skip` take group names (`observation`, `navigation`, `presentation`,
/// `deprecations`) as well as ids, and `list` shows the groups.
final class TransformGroupTests: XCTestCase {
    private let source = """
        import SwiftUI

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        struct CounterView: View {
            var body: some View {
                Text("Count").foregroundColor(.red)
            }
        }

        """

    func testOnlyAndSkipTakeGroupNames() {
        let workspace = Workspace()
        let file = workspace.write("App/Counter.swift", source)
        let deprecations = CLI.run(["--dry-run", "--only", "deprecations", file], in: workspace.path)
        XCTAssertEqual(deprecations.status, 0, deprecations.stderr)
        XCTAssertTrue(deprecations.output.contains("+        Text(\"Count\").foregroundStyle(.red)"), deprecations.output)
        XCTAssertFalse(deprecations.output.contains("@Observable"), deprecations.output)

        let others = CLI.run(["--dry-run", "--skip", "deprecations", file], in: workspace.path)
        XCTAssertEqual(others.status, 0, others.stderr)
        XCTAssertTrue(others.output.contains("+@Observable final class Counter {"), others.output)
        XCTAssertFalse(others.output.contains("foregroundStyle"), others.output)

        let mixed = CLI.run(["--dry-run", "--only", "observation,foreground-style", file], in: workspace.path)
        XCTAssertTrue(mixed.output.contains("@Observable") && mixed.output.contains("foregroundStyle"), mixed.output)
    }

    func testAnUnknownNameListsIdsAndGroups() {
        let workspace = Workspace()
        let run = CLI.run(["--only", "deprecation", "."], in: workspace.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderrLines.first?.hasSuffix("; groups: observation, navigation, presentation, deprecations") ?? false, run.stderr)
    }
}
