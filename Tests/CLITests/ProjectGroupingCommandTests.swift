import Foundation
import TestSupport
import XCTest

/// A folder holding several independent apps is decided as each app alone: same-named types of
/// unrelated apps do not block each other, and the report says how the files were grouped.
final class ProjectGroupingCommandTests: XCTestCase {
    /// `AppState` publishes `$query` in Reader (so it stays there), and is a plain model in Shelf.
    private static let readerState = """
        import Combine
        import SwiftUI

        final class AppState: ObservableObject {
            @Published var query = ""
            private var cancellables = Set<AnyCancellable>()

            init() {
                $query.sink { print($0) }.store(in: &cancellables)
            }
        }

        struct ReaderView: View {
            @StateObject private var state = AppState()

            var body: some View {
                Text(state.query)
            }
        }

        """

    private static let shelfState = """
        import SwiftUI

        final class AppState: ObservableObject {
            @Published var count = 0
        }

        struct ShelfView: View {
            @StateObject private var state = AppState()

            var body: some View {
                Text("\\(state.count)")
            }
        }

        """

    private func package(_ name: String, dependencies: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "\(name)", platforms: [.iOS(.v17), .macOS(.v14)],\(dependencies) targets: [.target(name: "\(name)")])

        """
    }

    /// Reader is an Xcode project, Shelf a package; Shelf holds a local package of its own.
    private func writeTwoApps(_ workspace: Workspace) {
        workspace.write("Apps/Reader/Reader.xcodeproj/project.pbxproj", XcodeProjectFixture(project: ["SDKROOT": "iphoneos"], targets: [
            .init("Reader", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], folders: ["Reader"]),
        ]).text)
        workspace.write("Apps/Reader/Reader/AppState.swift", Self.readerState)
        workspace.write("Apps/Shelf/Package.swift", package("Shelf"))
        workspace.write("Apps/Shelf/Sources/Shelf/AppState.swift", Self.shelfState)
        workspace.write("Apps/Shelf/Kit/Package.swift", package("Kit"))
        workspace.write("Apps/Shelf/Kit/Sources/Kit/Badge.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"1\") }\n}\n")
    }

    func testARunOverSeveralAppsIsTheUnionOfOneRunPerApp() {
        let workspace = Workspace()
        writeTwoApps(workspace)
        let together = CLI.run(["--dry-run", "--publishers", "refuse", "Apps"], in: workspace.path)
        XCTAssertEqual(together.status, 0, together.stderr)
        XCTAssertTrue(together.output.contains("+@Observable final class AppState {\n+    var count = 0\n"), together.output)
        let reader = CLI.run(["--dry-run", "--publishers", "refuse", "Apps/Reader"], in: workspace.path)
        let shelf = CLI.run(["--dry-run", "--publishers", "refuse", "Apps/Shelf"], in: workspace.path)
        XCTAssertEqual(reader.output, "", "Reader's AppState publishes $query: nothing migrates there")
        XCTAssertEqual(together.stdout, reader.stdout + shelf.stdout, "byte for byte")
        let warnings = { (run: CLI.Result) in run.stderrLines.filter { $0.contains(": warning: ") } }
        XCTAssertEqual(warnings(together), warnings(reader) + warnings(shelf))
        XCTAssertEqual(warnings(together).count, 2, together.stderr)
    }

    func testTheReportShowsOneLinePerProject() {
        let workspace = Workspace()
        writeTwoApps(workspace)
        let report = CLI.run(["report", "--publishers", "refuse", "Apps"], in: workspace.path)
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.output.contains("""
            Projects decided apart, each as if run alone:
              Apps/Reader/Reader.xcodeproj: 1 file
              Apps/Shelf/Package.swift, Apps/Shelf/Kit/Package.swift: 4 files

            """), report.output)
        // One app alone: nothing to group.
        let single = CLI.run(["report", "--publishers", "refuse", "Apps/Shelf"], in: workspace.path)
        XCTAssertFalse(single.output.contains("Projects decided apart"), single.output)
    }

    /// A local package two apps depend on joins them: its class is decided with every use in view.
    func testALocalPackageSharedByTwoAppsJoinsThem() {
        let workspace = Workspace()
        let dependency = " dependencies: [.package(path: \"../Shared\")],"
        workspace.write("Apps/Shared/Package.swift", package("Shared"))
        workspace.write("Apps/Shared/Sources/Shared/Store.swift", """
            import Combine

            public final class Store: ObservableObject {
                @Published public var value = 0
                public init() {}
            }

            """)
        workspace.write("Apps/One/Package.swift", package("One", dependencies: dependency))
        workspace.write("Apps/One/Sources/One/Watcher.swift", """
            import Combine

            final class Watcher {
                var cancellables = Set<AnyCancellable>()

                init(store: Store) {
                    store.$value.sink { print($0) }.store(in: &cancellables)
                }
            }

            """)
        workspace.write("Apps/Two/Package.swift", package("Two", dependencies: dependency))
        workspace.write("Apps/Two/Sources/Two/Counter.swift", Self.shelfState)
        let run = CLI.run(["--dry-run", "--include-public", "--publishers", "refuse", "Apps"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.output.contains("Shared/Store.swift"), "Store's $value is used in One: " + run.output)
        XCTAssertTrue(run.stderr.contains("Store stays an ObservableObject: its $value publisher is used [observable-object]\n"
                                          + "Apps/One/Sources/One/Watcher.swift:7:15: note: $value publisher used here\n"), run.stderr)
        let report = CLI.run(["report", "--include-public", "--publishers", "refuse", "Apps"], in: workspace.path)
        XCTAssertFalse(report.output.contains("Projects decided apart"), "one group: " + report.output)
    }
}
