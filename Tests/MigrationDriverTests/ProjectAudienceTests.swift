import Foundation
@testable import MigrationDriver
import TestSupport
import XCTest

/// Which files only the run's own projects can import (`ProjectGrouping.projectOnlyFiles`), for
/// the public-class policy, and the product kinds that decide it (`TargetProduct`).
final class ProjectAudienceTests: XCTestCase {
    // Made in setUp and dropped in tearDown: XCTest keeps every test case instance to the end.
    private var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory = nil }

    private func write(_ relative: String, _ text: String) { _ = directory.write(relative, text) }

    private func manifest(_ name: String, _ body: String) -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", \(body))\n"
    }

    private func projectOnly(_ files: [String]) -> [String] {
        let root = CanonicalPath.of(directory.path)
        let settings = ProjectSettings.read(near: [directory.path])
        return settings.grouping.projectOnlyFiles(files.map { (root + "/" + $0, $0) }, targets: settings.targets).sorted()
    }

    func testAppsExtensionsToolsAndTestsAreClosedAndWhatAnAppDependsOnIsProjectOnly() {
        XCTAssertEqual(TargetProduct(kind: "application"), .closed)
        XCTAssertEqual(TargetProduct(kind: "application.watchapp2"), .closed)
        XCTAssertEqual(TargetProduct(kind: "app-extension.messages"), .closed)
        XCTAssertEqual(TargetProduct(kind: "bundle.unit-test"), .closed)
        XCTAssertEqual(TargetProduct(kind: "framework"), .importable)
        XCTAssertEqual(TargetProduct(kind: "library.static"), .importable)
        XCTAssertTrue(TargetProduct.isApp(kind: "app-extension"))
        XCTAssertFalse(TargetProduct.isApp(kind: "bundle.unit-test"))
        let kinds = ["App": "application", "Kit": "framework", "Core": "framework", "Plugin": "framework", "Tests": "bundle.unit-test"]
        let found = TargetProduct.projectOnly(kinds: kinds, dependencies: ["App": ["Kit"], "Kit": ["Core"], "Tests": ["Plugin"]])
        XCTAssertEqual(found, ["App", "Kit", "Core", "Tests"], "a framework only a test bundle depends on may be imported elsewhere")
    }

    func testLocalPackagesAndPackagesInsideAnAppAreProjectOnlyAndStandaloneLibrariesAreNot() {
        let library = { (name: String) in self.manifest(name, "platforms: [.iOS(.v17)], products: [.library(name: \"\(name)\", targets: [\"\(name)\"])], targets: [.target(name: \"\(name)\")]") }
        write("App/Package.swift", manifest("App", "platforms: [.iOS(.v17)], dependencies: [.package(path: \"../Shared\")], targets: [.executableTarget(name: \"App\")]"))
        write("App/Sources/App/a.swift", "")
        write("App/Inner/Package.swift", library("Inner"))
        write("App/Inner/Sources/Inner/inner.swift", "")
        write("Shared/Package.swift", library("Shared"))
        write("Shared/Sources/Shared/shared.swift", "")
        write("Lib/Package.swift", library("Lib"))
        write("Lib/Sources/Lib/lib.swift", "")
        write("Lib/Demo/Package.swift", manifest("Demo", "platforms: [.iOS(.v17)], targets: [.executableTarget(name: \"Demo\")]"))
        write("Lib/Demo/Sources/Demo/demo.swift", "")
        write("Tool/Package.swift", manifest("Tool", "targets: [.target(name: \"Tool\")]"))
        write("Tool/Sources/Tool/tool.swift", "")
        write("loose.swift", "")
        XCTAssertEqual(projectOnly(["App/Sources/App/a.swift", "App/Inner/Sources/Inner/inner.swift", "Shared/Sources/Shared/shared.swift",
                                    "Lib/Sources/Lib/lib.swift", "Lib/Demo/Sources/Demo/demo.swift", "Tool/Sources/Tool/tool.swift", "loose.swift"]),
                       ["App/Inner/Sources/Inner/inner.swift", "App/Sources/App/a.swift", "Lib/Demo/Sources/Demo/demo.swift",
                        "Shared/Sources/Shared/shared.swift", "Tool/Sources/Tool/tool.swift"],
                       "a library whose demo app lies inside it, and a file outside any project, may be imported elsewhere")
    }

    func testXcodeGenAppTargetsAndTheirDependenciesAreProjectOnly() {
        write("project.yml", """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                deploymentTarget: "17.0"
                sources: [Shop]
                dependencies:
                  - target: Kit
              Kit:
                type: framework
                platform: iOS
                deploymentTarget: "17.0"
                sources: [Kit]
              Plugin:
                type: framework
                platform: iOS
                deploymentTarget: "17.0"
                sources: [Plugin]
            """)
        write("Shop/a.swift", "")
        write("Kit/k.swift", "")
        write("Plugin/p.swift", "")
        XCTAssertEqual(projectOnly(["Shop/a.swift", "Kit/k.swift", "Plugin/p.swift"]), ["Kit/k.swift", "Shop/a.swift"])
    }
}
