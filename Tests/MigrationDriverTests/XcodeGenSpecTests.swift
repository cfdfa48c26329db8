import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

/// XcodeGen specs (`project.yml`, `project.json`): the YAML subset they are read with, and the
/// platforms and deployment targets read from spec projects written to temporary folders.
final class XcodeGenSpecTests: XCTestCase {
    // Made in setUp and dropped in tearDown: XCTest keeps every test case instance to the end.
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = TemporaryDirectory(prefix: "xcodegen")
        try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true)
    }

    override func tearDown() {
        directory = nil
    }

    @discardableResult
    private func write(_ path: String, _ text: String = "import SwiftUI\n") -> String { directory.write(path, text) }

    private func settings() -> ProjectSettings {
        ProjectSettings.read(near: [directory.path], display: PathDisplay(base: directory.path))
    }

    /// Each file's target, as `description` says it, after reading the projects in the folder.
    private func targets(of files: [String]) -> [String] {
        let attributed = settings().targets.attribute(files.map { (CanonicalPath.of(directory.path + "/" + $0), $0) })
        return files.map { attributed.target(ofFile: $0).description }
    }

    // MARK: The YAML subset

    func testBlockMappingsSequencesAndScalars() {
        let value = YAMLSubset.parse("""
            ---
            name: Shelf # a comment
            options:
              deploymentTarget:
                iOS: 17.6
                macOS: "14.6"
            list:
            - one
            - 'two # not a comment'
            nested:
              - path: App
                excludes:
                  - "**/*.md"
              - Views
            url: https://example.com/a#b
            """)
        XCTAssertEqual(value["name"], .scalar("Shelf"))
        XCTAssertEqual(value["options"]?["deploymentTarget"]?["iOS"], .scalar("17.6"))
        XCTAssertEqual(value["options"]?["deploymentTarget"]?["macOS"], .scalar("14.6"))
        XCTAssertEqual(value["list"], .list([.scalar("one"), .scalar("two # not a comment")]))
        XCTAssertEqual(value["nested"]?.elements.first?["path"], .scalar("App"))
        XCTAssertEqual(value["nested"]?.elements.first?["excludes"], .list([.scalar("**/*.md")]))
        XCTAssertEqual(value["nested"]?.elements.last, .scalar("Views"))
        XCTAssertEqual(value["url"], .scalar("https://example.com/a#b"))
    }

    func testFlowCollectionsOverSeveralLines() {
        let value = YAMLSubset.parse("""
            destinations: [iOS, "macOS", visionOS]
            target: { iOS: 16.0, macOS: '13.0' }
            spread: [
              iOS,
              tvOS
            ]
            after: yes
            """)
        XCTAssertEqual(value["destinations"], .list([.scalar("iOS"), .scalar("macOS"), .scalar("visionOS")]))
        XCTAssertEqual(value["target"]?["iOS"], .scalar("16.0"))
        XCTAssertEqual(value["target"]?["macOS"], .scalar("13.0"))
        XCTAssertEqual(value["spread"], .list([.scalar("iOS"), .scalar("tvOS")]))
        XCTAssertEqual(value["after"], .scalar("yes"))
    }

    func testBlockScalarsAnchorsAliasesAndMergeKeys() {
        let value = YAMLSubset.parse("""
            script: |
              echo "platform: macOS"
              - not a list
            base: &base
              platform: iOS
              deploymentTarget: 15.0
            copy: *base
            derived:
              <<: *base
              deploymentTarget: 16.0
            last: here
            """)
        XCTAssertEqual(value["script"], .scalar("echo \"platform: macOS\"\n- not a list"))
        XCTAssertEqual(value["copy"]?["platform"], .scalar("iOS"))
        XCTAssertEqual(value["derived"]?["platform"], .scalar("iOS"))
        XCTAssertEqual(value["derived"]?["deploymentTarget"], .scalar("16.0"))
        XCTAssertEqual(value["last"], .scalar("here"))
    }

    func testWhatItCannotReadDoesNotStopTheRest() {
        let value = YAMLSubset.parse("""
            description: a plain scalar
              over two lines
            targets:
              App:
                platform: iOS
            """)
        XCTAssertEqual(value["targets"]?["App"]?["platform"], .scalar("iOS"))
    }

    // MARK: Specs

    private let spec = """
        name: Shelf
        options:
          deploymentTarget: # the project's
            iOS: 17.6
            macOS: 14.6
        targetTemplates:
          Application:
            supportedDestinations: [iOS, macOS]
            sources:
              - path: App
              - path: Shared
        targets:
          Shelf:
            type: application
            templates:
              - Application
          Widget:
            type: app-extension
            platform: iOS
            deploymentTarget: "16.4"
            sources: Widget
          PhoneTests:
            type: bundle.ui-testing
            platform: iOS
            settings:
              base:
                TARGETED_DEVICE_FAMILY: 1
                IPHONEOS_DEPLOYMENT_TARGET: 17.0
            sources: [PhoneTests]
          Tool:
            type: tool
            platform: macOS
        """

    func testPlatformsFromPlatformAndSupportedDestinations() {
        write("project.yml", spec)
        let read = settings()
        XCTAssertEqual(read.platforms, [.iphone, .ipad, .macos])
        XCTAssertEqual(read.platformsOrigin, .inferred(evidence: ["project.yml (supportedDestinations, platform)"]))
    }

    func testDeploymentTargetsPerTargetWithTheProjectsOptionsAsDefault() {
        write("project.yml", spec)
        let files = ["App/Home.swift", "Shared/Row.swift", "Widget/Widget.swift", "PhoneTests/Flow.swift", "Scripts/Other.swift"]
        for file in files { write(file) }
        XCTAssertEqual(targets(of: files), [
            "iOS 17.6, macOS 14.6 (project.yml, target Shelf)", "iOS 17.6, macOS 14.6 (project.yml, target Shelf)",
            "iOS 16.4 (project.yml, target Widget)", "iOS 17 (project.yml, target PhoneTests)",
            // In no target's sources: the lowest of all, per OS.
            "iOS 16.4 (project.yml, target Widget), macOS 14.6 (project.yml, targets Shelf, Tool)",
        ])
    }

    func testDeploymentTargetPerDestination() {
        write("project.yml", """
            targets:
              App:
                platform: auto
                supportedDestinations: [iOS, macCatalyst, visionOS]
                deploymentTarget:
                  iOS: 16.0
                  visionOS: 1.0
                sources: App
            """)
        write("App/Home.swift")
        XCTAssertEqual(targets(of: ["App/Home.swift"]), ["iOS 16, visionOS 1 (project.yml, target App)"])
        XCTAssertEqual(settings().platforms, [.iphone, .ipad, .macos, .visionos])
    }

    func testJSONSpec() {
        write("project.json", """
            {"name": "Shelf", "targets": {"App": {"platform": "iOS", "deploymentTarget": "15.0", "sources": ["App"]}}}
            """)
        write("App/Home.swift")
        XCTAssertEqual(targets(of: ["App/Home.swift"]), ["iOS 15 (project.json, target App)"])
    }

    func testASpecWithoutTargetsOrBesideAnXcodeProjectIsNotRead() {
        write("project.yml", "name: Shelf\noptions:\n  deploymentTarget:\n    iOS: 15.0\n")
        write("App/Home.swift")
        XCTAssertTrue(settings().targets.isEmpty)
        // The generated project, committed beside its spec, is what Xcode builds: it is the one read.
        write("project.yml", "targets:\n  App:\n    platform: iOS\n    deploymentTarget: 15.0\n")
        write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAB12 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; name = Debug; };
            \t};
            }
            """)
        XCTAssertEqual(targets(of: ["App/Home.swift"]), ["iOS 16 (App.xcodeproj)"])
    }
}
