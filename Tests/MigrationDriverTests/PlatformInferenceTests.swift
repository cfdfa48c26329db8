import Foundation
import MigrationDriver
import MigrationKit
import TestSupport
import XCTest

/// `PlatformInference` on project layouts written to temporary folders.
final class PlatformInferenceTests: XCTestCase {
    // Made in setUp and dropped in tearDown: XCTest keeps every test case instance to the end.
    private var directory: TemporaryDirectory!
    private var root: URL { directory.url }

    override func setUpWithError() throws {
        directory = TemporaryDirectory(prefix: "platforms")
        // A repository root: the upward search stops here.
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        directory = nil
    }

    @discardableResult
    private func write(_ path: String, _ text: String = "") -> String { directory.write(path, text) }

    private func pbxproj(_ settings: [String]) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAB12 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \(settings.map { "\t\t\t\t\($0);" }.joined(separator: "\n"))
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAB13 /* ShellScript */ = {
        \t\t\tshellScript = "echo SDKROOT\\n";
        \t\t};
        \t};
        }
        """
    }

    func testNothingSaysAssumesIPhone() throws {
        let file = write("Sources/View.swift", "import SwiftUI\n")
        let (platforms, origin) = PlatformInference.infer(paths: [file])
        XCTAssertEqual(platforms, [.iphone])
        XCTAssertEqual(origin, .assumed)
    }

    func testDeviceFamilyFromXcodeProjectAboveTheFile() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = iphoneos", "TARGETED_DEVICE_FAMILY = \"1,2\""]))
        let file = write("App/Views/View.swift")
        let (platforms, origin) = PlatformInference.infer(paths: [file])
        XCTAssertEqual(platforms, [.iphone, .ipad])
        let source = try XCTUnwrap(origin.inferredPhrase)
        XCTAssertTrue(source.hasPrefix("inferred from "), source)
        XCTAssertTrue(source.hasSuffix("App.xcodeproj (TARGETED_DEVICE_FAMILY)"), source)
    }

    func testIPhoneSDKWithoutFamilyIsIPhone() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = iphoneos"]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, [.iphone])
    }

    func testIPadOnlyFamilyDoesNotAddIPhone() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = iphoneos", "TARGETED_DEVICE_FAMILY = 2"]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, [.ipad])
    }

    func testEveryFamilyAndCatalyst() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj([
            "TARGETED_DEVICE_FAMILY = \"1,2,6\"", "TARGETED_DEVICE_FAMILY = 3", "TARGETED_DEVICE_FAMILY = 4",
            "TARGETED_DEVICE_FAMILY = 7", "SUPPORTS_MACCATALYST = YES",
        ]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, Set(Platform.allCases))
    }

    func testCatalystNoIsNotMacOS() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj(["TARGETED_DEVICE_FAMILY = 1", "SUPPORTS_MACCATALYST = NO"]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, [.iphone])
    }

    func testSDKRootAndSupportedPlatforms() throws {
        write("Mac.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = macosx"]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, [.macos])
        write("Mac.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = auto", "SUPPORTED_PLATFORMS = \"xros xrsimulator appletvos\""]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, [.visionos, .tvos])
    }

    func testPackageManifestPlatforms() throws {
        write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v16), .macOS("13.0")],
            targets: [.target(name: "Kit")]
        )
        """)
        let file = write("Sources/Kit/View.swift")
        let (platforms, origin) = PlatformInference.infer(paths: [file])
        XCTAssertEqual(platforms, [.iphone, .ipad, .macos])
        let source = try XCTUnwrap(origin.inferredPhrase)
        XCTAssertTrue(source.hasSuffix("Package.swift (platforms:)"), source)
    }

    func testManifestWithoutPlatformsSaysNothing() throws {
        write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n")
        let file = write("Sources/Kit/View.swift")
        XCTAssertEqual(PlatformInference.infer(paths: [file]).origin, .assumed)
    }

    func testNearestProjectWins() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = macosx"]))
        write("Packages/Kit/Package.swift", "import PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.watchOS(.v9)])\n")
        let file = write("Packages/Kit/Sources/Kit/View.swift")
        XCTAssertEqual(PlatformInference.infer(paths: [file]).platforms, [.watchos])
    }

    func testFolderNamedOnlyTheExtensionIsNoProject() throws {
        // `URL.pathExtension` of `.xcodeproj` is empty: a hidden folder, not a project.
        write(".xcodeproj/project.pbxproj", pbxproj(["SDKROOT = macosx"]))
        let file = write("View.swift")
        XCTAssertEqual(PlatformInference.infer(paths: [file]).origin, .assumed)
    }

    func testFolderIsSearchedDownwardsAndPathsAreJoined() throws {
        write("ios/App.xcodeproj/project.pbxproj", pbxproj(["TARGETED_DEVICE_FAMILY = 1"]))
        write("tv/TV.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = appletvos"]))
        write("Pods/Dep.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = macosx"]))
        let (platforms, origin) = PlatformInference.infer(paths: [root.path])
        XCTAssertEqual(platforms, [.iphone, .tvos])
        let source = try XCTUnwrap(origin.inferredPhrase)
        XCTAssertTrue(source.contains("App.xcodeproj") && source.contains("TV.xcodeproj"), source)
    }

    func testDownwardSearchSkipsBuildAndDependencyFolders() throws {
        for folder in [".build", ".git", ".swiftpm", ".hidden", "Pods", "Carthage", "DerivedData", "node_modules", "build"] {
            write("\(folder)/Dep/Dep.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = macosx"]))
        }
        write("Builds/Dep/Dep.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = appletvos"]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.path]).platforms, [.tvos])
    }

    func testProjectsInsideAFolderComeBeforeAManifestAbove() throws {
        write("Package.swift", "import PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.macOS(.v13)])\n")
        write("Examples/Demo/Demo.xcodeproj/project.pbxproj", pbxproj(["TARGETED_DEVICE_FAMILY = 1"]))
        XCTAssertEqual(PlatformInference.infer(paths: [root.appendingPathComponent("Examples").path]).platforms, [.iphone])
        let file = write("Examples/Demo/Sources/App.swift")
        XCTAssertEqual(PlatformInference.infer(paths: [file]).platforms, [.iphone])
        XCTAssertEqual(PlatformInference.infer(paths: [write("Sources/Kit/Kit.swift")]).platforms, [.macos])
    }

    func testSearchStopsAtRepositoryRoot() throws {
        write("App.xcodeproj/project.pbxproj", pbxproj(["SDKROOT = macosx"]))
        write("vendor/lib/.git/HEAD")
        let file = write("vendor/lib/Sources/View.swift")
        XCTAssertEqual(PlatformInference.infer(paths: [file]).platforms, [.iphone])
    }
}
