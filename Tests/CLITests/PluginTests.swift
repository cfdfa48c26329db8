import Foundation
import MigrationDriver
import MigrationKit
import TestSupport
import XCTest

/// The command plugins as users run them: `swift package` in a scratch package that depends on
/// this repository by path (no network). SwiftPM builds the tool for the plugins once, into
/// `.build/plugin-tests` (shared by every case and kept between runs, so only the first case of
/// a fresh clone pays for the build, about a minute on 2 cores).
final class PluginTests: XCTestCase {
    func testListsBothVerbs() throws {
        let scratch = try ScratchPackage()
        let run = scratch.swiftPackage(["plugin", "--list"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.output.contains("‘swiftui-migrate’ (plugin ‘Migrate SwiftUI Code’"), run.output)
        XCTAssertTrue(run.output.contains("‘swiftui-migrate-preview’ (plugin ‘Preview SwiftUI Migration’"), run.output)
    }

    func testPreviewPrintsTheDiffAndTheWarningsAndWritesNothing() throws {
        let scratch = try ScratchPackage()
        let before = scratch.snapshot()
        let run = scratch.swiftPackage(["swiftui-migrate-preview"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scratch.snapshot(), before)
        XCTAssertTrue(run.output.contains("+++ b/Sources/Screens/HomeScreen.swift\n"), run.output)
        XCTAssertTrue(run.output.contains("-        NavigationView {\n+        NavigationStack {\n"), run.output)
        XCTAssertTrue(run.output.contains("\n+@Observable final class Shelf {\n"), run.output)
        XCTAssertTrue(run.output.contains("swiftui-migrate: 2 files scanned: 2 would change"), run.output)
        // The tool's warning, handed to SwiftPM as a diagnostic (SwiftPM prints no position of its own).
        XCTAssertTrue(run.stderrLines.contains("warning: Sources/Models/Library.swift:3:1: \(ScratchPackage.publicClassWarning) [observable-object]"), run.stderr)
        XCTAssertFalse(run.output.contains("warning:"), "a warning printed as text too: \(run.output)")
        // A note is printed as the tool prints it (SwiftPM shows the plugin API's remarks only with -v).
        XCTAssertTrue(run.output.contains("Sources/Models/Library.swift:7:1: note: Shelf: @ObservationIgnored added to label"), run.output)
    }

    func testMigrationNeedsThePermissionThenMigratesInPlace() throws {
        let scratch = try ScratchPackage()
        let before = scratch.snapshot()
        let refused = scratch.swiftPackage(["swiftui-migrate"])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stderr.contains("Use `--allow-writing-to-package-directory` to allow this."), refused.stderr)
        XCTAssertEqual(scratch.snapshot(), before)

        let run = scratch.swiftPackage(["--allow-writing-to-package-directory", "swiftui-migrate"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(scratch.text("Sources/Screens/HomeScreen.swift").contains("        NavigationStack {\n"))
        XCTAssertTrue(scratch.text("Sources/Models/Library.swift").contains("@Observable final class Shelf {\n    var count = 0\n    @ObservationIgnored var label = \"\"\n"))
        XCTAssertTrue(run.output.contains("swiftui-migrate: 2 files scanned: 2 changed"), run.output)
        XCTAssertFalse(run.output.contains("+++ b/"), "an in-place run prints no diff: \(run.output)")
        XCTAssertEqual(scratch.swiftPackage(["swiftui-migrate-preview", "--check"]).status, 0, "migrated: nothing left to change")
    }

    func testTargetChoosesWhatIsMigrated() throws {
        let scratch = try ScratchPackage()
        let models = scratch.snapshot("Sources/Models")
        let run = scratch.swiftPackage(["--allow-writing-to-package-directory", "swiftui-migrate", "--target", "Screens"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(scratch.text("Sources/Screens/HomeScreen.swift").contains("        NavigationStack {\n"))
        XCTAssertEqual(scratch.snapshot("Sources/Models"), models)
        XCTAssertTrue(run.output.contains("swiftui-migrate: 1 file scanned: 1 changed"), run.output)

        let unknown = scratch.swiftPackage(["swiftui-migrate-preview", "--target", "Nope"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderrLines.contains("error: no target named 'Nope'; the targets: Models, Screens"), unknown.stderr)
    }

    func testCheckFailsWhenFilesWouldChangeAndAPatchGoesToTheWorkDirectory() throws {
        let scratch = try ScratchPackage()
        let before = scratch.snapshot()
        let check = scratch.swiftPackage(["swiftui-migrate-preview", "--check"])
        XCTAssertNotEqual(check.status, 0)
        XCTAssertTrue(check.stderr.contains("error: files would change (--check)"), check.stderr)

        // The plugin's work folder, inside the scratch path.
        let written = ScratchPackage.scratchPath + "/plugins/Preview SwiftUI Migration/outputs/upgrade.patch"
        try? FileManager.default.removeItem(atPath: written)
        let patch = scratch.swiftPackage(["swiftui-migrate-preview", "--patch", "upgrade.patch", "--target", "Screens"])
        XCTAssertEqual(patch.status, 0, patch.stderr)
        XCTAssertEqual(scratch.snapshot(), before)
        XCTAssertTrue(patch.output.contains("swiftui-migrate: patch written to \(written); apply it with: git apply '\(written)'\n"), patch.output)
        let text = String(decoding: FileManager.default.contents(atPath: written) ?? Data(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("diff --git a/Sources/Screens/HomeScreen.swift b/Sources/Screens/HomeScreen.swift\n"), text)
        XCTAssertFalse(text.contains("Library.swift"), "--target Screens: \(text)")
    }
}

/// A package in a temporary folder that depends on this repository by path, with two targets
/// the tool has work in: `Models` (a class that migrates, and a public one it warns about) and
/// `Screens` (a `NavigationView`). Its targets are never built: the plugins only read them.
private final class ScratchPackage {
    /// Where SwiftPM builds, shared by every scratch package (`--scratch-path`).
    static let scratchPath = Toolchain.repositoryRoot.appendingPathComponent(".build/plugin-tests").path
    static let publicClassWarning = "Library stays an ObservableObject: it is public or open in a module other projects may import, which may rely on it (--include-public migrates it)"

    private let workspace = Workspace()
    private let swift: String
    private var root: String { workspace.path + "/Scratch" }

    init() throws {
        guard let usr = Toolchain.usrDirectory, FileManager.default.isExecutableFile(atPath: usr.path + "/bin/swift") else {
            throw XCTSkip("no `swift` next to swiftc: the plugins cannot be run")
        }
        swift = usr.path + "/bin/swift"
        workspace.write("Scratch/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Scratch",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [.library(name: "Models", targets: ["Models"])],
            dependencies: [.package(path: "\(Toolchain.repositoryRoot.path)")],
            targets: [
                .target(name: "Models"),
                .target(name: "Screens", dependencies: ["Models"]),
            ]
        )

        """)
        workspace.write("Scratch/Sources/Models/Library.swift", """
        import Combine

        public final class Library: ObservableObject {
            @Published public var books: [String] = []
        }

        final class Shelf: ObservableObject {
            @Published var count = 0
            var label = ""
        }

        """)
        workspace.write("Scratch/Sources/Screens/HomeScreen.swift", """
        import SwiftUI

        struct HomeScreen: View {
            var body: some View {
                NavigationView {
                    Text("Home")
                }
                .navigationViewStyle(.stack)
            }
        }

        """)
    }

    /// Runs `swift package ARGUMENTS` in the package (stdin empty: SwiftPM asks nothing).
    func swiftPackage(_ arguments: [String]) -> CLI.Result {
        guard let run = Subprocess.run(swift, ["package", "--scratch-path", ScratchPackage.scratchPath] + arguments, in: root) else {
            XCTFail("could not start \(swift)")
            return CLI.Result(status: -1, stdout: Data(), stderr: "")
        }
        return CLI.Result(status: run.status, stdout: run.standardOutput, stderr: String(decoding: run.standardError, as: UTF8.self))
    }

    /// The files below `relative` (default: the sources), as `Workspace.snapshot` sees them.
    func snapshot(_ relative: String = "Sources") -> [String: Workspace.FileState] { workspace.snapshot("Scratch/" + relative) }

    func text(_ relative: String) -> String { String(decoding: workspace.read("Scratch/" + relative), as: UTF8.self) }
}
