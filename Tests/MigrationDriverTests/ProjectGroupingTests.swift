import Foundation
@testable import MigrationDriver
import TestSupport
import XCTest

/// Which project each file of a run belongs to (`ProjectGrouping`), and the local package
/// references that join projects.
final class ProjectGroupingTests: XCTestCase {
    // Made in setUp and dropped in tearDown: XCTest keeps every test case instance to the end.
    private var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory = nil }

    private var root: String { CanonicalPath.of(directory.path) }

    private func write(_ relative: String, _ text: String) { _ = directory.write(relative, text) }

    private func manifest(_ name: String, _ extra: String = "") -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\",\(extra) targets: [])\n"
    }

    private func groups(_ files: [String]) -> [[String]] {
        let settings = ProjectSettings.read(near: [directory.path])
        return settings.grouping.groups(of: files.map { root + "/" + $0 }, targets: settings.targets).map { group in
            group.members.map { files[$0] }
        }
    }

    func testManifestsAndXcodeProjectsNameTheirLocalPackages() {
        XCTAssertEqual(PackageManifestReader.localPackages(manifest("App", " dependencies: [.package(path: \"../Kit\"), .package(name: \"UI\", path: \"Packages/UI\"), .package(url: \"https://example.com/x\", from: \"1.0.0\")],"), folder: "/w/App"),
                       ["/w/Kit", "/w/App/Packages/UI"])
        let project = """
            // !$*UTF8*$!
            { objects = {
              A1 = { isa = XCLocalSwiftPackageReference; relativePath = ../Kit; };
              B2 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/x"; };
            }; rootObject = C3; }
            """
        XCTAssertEqual(XcodeProjectReader.localPackages(project, folder: "/w/App"), ["/w/Kit"])
    }

    func testSiblingAppsAreApartAndNestedOrReferencedPackagesJoinTheirApp() {
        write("A/Package.swift", manifest("A", " dependencies: [.package(path: \"../Shared\")],"))
        write("A/Sources/A/a.swift", "")
        write("A/Inner/Package.swift", manifest("Inner"))
        write("A/Inner/Sources/Inner/inner.swift", "")
        write("Shared/Package.swift", manifest("Shared"))
        write("Shared/Sources/Shared/shared.swift", "")
        write("B/Package.swift", manifest("B"))
        write("B/Sources/B/b.swift", "")
        write("loose.swift", "")
        XCTAssertEqual(groups(["A/Sources/A/a.swift", "A/Inner/Sources/Inner/inner.swift", "B/Sources/B/b.swift", "Shared/Sources/Shared/shared.swift", "loose.swift"]),
                       [["A/Sources/A/a.swift", "A/Inner/Sources/Inner/inner.swift", "Shared/Sources/Shared/shared.swift"], ["B/Sources/B/b.swift"], ["loose.swift"]])
    }

    func testOneProjectMakesOneGroup() {
        write("A/Package.swift", manifest("A"))
        write("A/Sources/A/a.swift", "")
        XCTAssertEqual(groups(["A/Sources/A/a.swift", "A/Package.swift"]), [["A/Sources/A/a.swift", "A/Package.swift"]])
    }
}
