import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import SwiftCST
import TestSupport
import XCTest

/// Reading deployment targets from package manifests and Xcode projects, and attributing a
/// run's files to them, on project layouts written to temporary folders.
final class DeploymentTargetReadingTests: XCTestCase {
    // Made in setUp and dropped in tearDown: XCTest keeps every test case instance to the end.
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = TemporaryDirectory(prefix: "deployment")
        try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true)
    }

    override func tearDown() {
        directory = nil
    }

    @discardableResult
    private func write(_ path: String, _ text: String = "import SwiftUI\n") -> String { directory.write(path, text) }

    private func manifest(_ platforms: String, targets: String = "") -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"Kit\",\n    platforms: [\(platforms)],\n"
            + "    targets: [\(targets)]\n)\n"
    }

    /// Each file's target (as `description` says it, project files named relative to the
    /// temporary folder) after reading the projects near `paths` (the temporary folder by default).
    private func targets(of files: [String], near paths: [String]? = nil) -> [String] {
        let settings = ProjectSettings.read(near: paths ?? [directory.path], display: PathDisplay(base: directory.path))
        let attributed = settings.targets.attribute(files.map { (CanonicalPath.of(directory.path + "/" + $0), $0) })
        return files.map { attributed.target(ofFile: $0).description }
    }

    // MARK: Package manifests

    func testManifestVersionForms() {
        func minimums(_ platforms: String) -> [OperatingSystem: OSVersion] { PackageManifestReader.minimums(SyntaxTree(manifest(platforms))) }
        XCTAssertEqual(minimums(".iOS(.v16), .macOS(.v13)"), [.iOS: OSVersion(16), .macOS: OSVersion(13)])
        XCTAssertEqual(minimums(".iOS(\"16.4\"), .macOS(.v10_15)"), [.iOS: OSVersion(16, 4), .macOS: OSVersion(10, 15)])
        XCTAssertEqual(minimums(".iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)"),
                       [.iOS: OSVersion(17), .tvOS: OSVersion(17), .watchOS: OSVersion(10), .visionOS: OSVersion(1)])
        // Mac Catalyst runs iOS code: its version counts as iOS's, and the lower one wins.
        XCTAssertEqual(minimums(".iOS(.v17), .macCatalyst(.v16)"), [.iOS: OSVersion(16)])
        XCTAssertEqual(minimums(".iOS(SupportedPlatform.IOSVersion.v15)"), [.iOS: OSVersion(15)])
        XCTAssertEqual(minimums(".custom(\"freebsd\", versionString: \"14\")"), [:])
    }

    func testManifestWithoutPlatformsDeclaresNothing() {
        write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n")
        write("Sources/Kit/View.swift")
        XCTAssertTrue(ProjectSettings.read(near: [directory.path]).targets.isEmpty)
        XCTAssertEqual(targets(of: ["Sources/Kit/View.swift"]), ["iOS 17, macOS 14 (assumed)"])
    }

    func testPackageTargetsByFolderAndPath() {
        write("Package.swift", manifest(".iOS(.v16), .macOS(.v13)", targets: """
            .target(name: "KitUI"), .target(name: "Core", path: "Code/Core"), .testTarget(name: "KitTests", dependencies: ["KitUI"])
            """))
        let files = ["Sources/KitUI/Row.swift", "Code/Core/Model.swift", "Tests/KitTests/RowTests.swift", "Plugins/Tool/main.swift"]
        for file in files { write(file) }
        let package = "Package.swift"
        XCTAssertEqual(targets(of: files), [
            "iOS 16, macOS 13 (\(package), target KitUI)", "iOS 16, macOS 13 (\(package), target Core)",
            "iOS 16, macOS 13 (\(package), target KitTests)", "iOS 16, macOS 13 (\(package))",
        ])
    }

    func testSeveralPackagesEachTheirOwnAndTheLowestForFilesInNone() {
        write("Packages/Old/Package.swift", manifest(".iOS(.v15)", targets: ".target(name: \"Old\")"))
        write("Packages/New/Package.swift", manifest(".iOS(.v17), .macOS(.v14)", targets: ".target(name: \"New\")"))
        let files = ["Packages/Old/Sources/Old/A.swift", "Packages/New/Sources/New/B.swift", "Tools/C.swift"]
        for file in files { write(file) }
        let (old, new) = ("Packages/Old/Package.swift", "Packages/New/Package.swift")
        XCTAssertEqual(targets(of: files), [
            "iOS 15 (\(old), target Old)", "iOS 17, macOS 14 (\(new), target New)",
            "iOS 15 (\(old), target Old), macOS 14 (\(new), target New)",
        ])
    }

    // MARK: Xcode projects

    private func xcodeProject(_ fixture: XcodeProjectFixture, at path: String = "App.xcodeproj") {
        write(path + "/project.pbxproj", fixture.text)
    }

    func testTargetSettingsOverrideTheProjectsAndTheLowestConfigurationCounts() {
        xcodeProject(XcodeProjectFixture(project: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0", "SDKROOT": "iphoneos", "MACOSX_DEPLOYMENT_TARGET": "11.0"], targets: [
            .init("Old", sources: ["Old/A.swift"]),
            .init("New", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], sources: ["New/B.swift"]),
            .init("Inherits", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "$(inherited)"], sources: ["Inherits/C.swift"]),
            .init("Mixed", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.2"], release: ["IPHONEOS_DEPLOYMENT_TARGET": "16.4"], sources: ["Mixed/D.swift"]),
            .init("Mac", settings: ["SDKROOT": "macosx", "MACOSX_DEPLOYMENT_TARGET": "14.0"], sources: ["Mac/E.swift"]),
            .init("Both", settings: ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"], sources: ["Both/F.swift"]),
        ]))
        let project = "App.xcodeproj"
        XCTAssertEqual(targets(of: ["Old/A.swift", "New/B.swift", "Inherits/C.swift", "Mixed/D.swift", "Mac/E.swift", "Both/F.swift"]), [
            // An iOS target is not held back by a macOS minimum it inherits but does not build for.
            "iOS 16 (\(project), target Old)", "iOS 17 (\(project), target New)", "iOS 16 (\(project), target Inherits)",
            "iOS 16.4 (\(project), target Mixed)", "macOS 14 (\(project), target Mac)", "iOS 16, macOS 11 (\(project), target Both)",
        ])
    }

    func testEveryOperatingSystemsKey() {
        let keys = XcodeSettings.deploymentKeys
        xcodeProject(XcodeProjectFixture(targets: [
            .init("All", settings: Dictionary(uniqueKeysWithValues: OperatingSystem.allCases.map { (keys[$0]!, "9.0") }), sources: ["A.swift"]),
        ]))
        XCTAssertEqual(targets(of: ["A.swift"]), ["iOS 9, macOS 9, tvOS 9, watchOS 9, visionOS 9 (App.xcodeproj, target All)"])
    }

    func testXcconfigFilesBetweenTargetAndProjectSettings() {
        write("Config/Base.xcconfig", "#include \"Shared.xcconfig\"\nSDKROOT = iphoneos // comment\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 12.0\n")
        write("Config/Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        var fixture = XcodeProjectFixture(targets: [.init("App", sources: ["App/A.swift", "Config/Base.xcconfig"])])
        // The target's configurations take Base.xcconfig as their base configuration.
        var text = fixture.text
        let reference = try! XCTUnwrap(text.range(of: "/* Config/Base.xcconfig */ = {").map { text[text.index($0.lowerBound, offsetBy: -27)..<$0.lowerBound] })
            .trimmingCharacters(in: .whitespaces)
        text = text.replacingOccurrences(of: "isa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t};",
                                         with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = \(reference);\n\t\t\tbuildSettings = {\n\t\t\t};")
        fixture.project = [:]
        write("App.xcodeproj/project.pbxproj", text)
        XCTAssertEqual(targets(of: ["App/A.swift"]), ["iOS 15 (App.xcodeproj, target App)"])
    }

    func testFilesThroughGroupsSynchronizedFoldersAndExceptions() {
        xcodeProject(XcodeProjectFixture(project: ["SDKROOT": "iphoneos"], targets: [
            .init("App", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], sources: ["Shared/Model.swift"], folders: ["App"]),
            .init("Widget", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0"], sources: ["Shared/Model.swift"], folders: ["Widget"]),
        ], exceptions: [
            .init(folder: "App", target: "App", files: ["Legacy/Old.swift"]),
            .init(folder: "App", target: "Widget", files: ["Views/Card.swift"]),
        ]))
        let files = ["App/Views/Main.swift", "App/Legacy/Old.swift", "App/Views/Card.swift", "Widget/Entry.swift", "Shared/Model.swift", "Scripts/Tool.swift"]
        for file in files { write(file) }
        let project = "App.xcodeproj"
        XCTAssertEqual(targets(of: files), [
            "iOS 17 (\(project), target App)",
            // Excluded from App's folder, in no target: the lowest of the project.
            "iOS 16 (\(project), target Widget)",
            // In App's folder and, by an exception for Widget, in Widget too: the lower of the two.
            "iOS 16 (\(project), target Widget)",
            "iOS 16 (\(project), target Widget)",
            "iOS 16 (\(project), target Widget)",
            "iOS 16 (\(project), target Widget)",
        ])
    }

    func testAPackageInsideTheAppFolderIsItsOwn() {
        xcodeProject(XcodeProjectFixture(project: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
                                         targets: [.init("App", folders: ["App"])]))
        write("App/Packages/Kit/Package.swift", manifest(".iOS(.v15)", targets: ".target(name: \"Kit\")"))
        for file in ["App/Main.swift", "App/Packages/Kit/Sources/Kit/Row.swift"] { write(file) }
        // The app's project names the platforms; the local package below it is read for its deployment target.
        XCTAssertEqual(PlatformInference.infer(paths: [directory.path]).platforms, [.iphone])
        XCTAssertEqual(targets(of: ["App/Main.swift", "App/Packages/Kit/Sources/Kit/Row.swift"]), [
            "iOS 17 (App.xcodeproj, target App)", "iOS 15 (App/Packages/Kit/Package.swift, target Kit)",
        ])
    }

    func testAProjectWhoseStructureCannotBeReadCountsAsAWhole() {
        write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAB12 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t};
            }
            """)
        write("A.swift")
        XCTAssertEqual(targets(of: ["A.swift"]), ["iOS 16 (App.xcodeproj)"])
    }

    func testAProjectFileThatDoesNotParseStillHoldsBack() {
        write("App.xcodeproj/project.pbxproj", "{ objects = { A = { buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n"
            + "MACOSX_DEPLOYMENT_TARGET = \"13.0\";\nIPHONEOS_DEPLOYMENT_TARGET = 15.4;\n SDKROOT = iphoneos; <<<<<<< conflict\n")
        write("A.swift")
        XCTAssertEqual(targets(of: ["A.swift"]), ["iOS 15.4, macOS 13 (App.xcodeproj)"])
    }

    // MARK: Property lists

    func testPropertyListForms() {
        let text = "// !$*UTF8*$!\n{ a = \"x \\\"y\\\" \\n\"; b = ( 1, two, \"3\", ); c = { d = \"$(SRCROOT)/e.f-g\"; e = f_g/h.i-j; }; /* note */ }"
        let list = OpenStepPropertyList.parse(text)
        XCTAssertEqual(list?["a"]?.string, "x \"y\" \n")
        XCTAssertEqual(list?["b"]?.strings, ["1", "two", "3"])
        XCTAssertEqual(list?["c"]?["d"]?.string, "$(SRCROOT)/e.f-g")
        XCTAssertEqual(list?["c"]?["e"]?.string, "f_g/h.i-j")
        XCTAssertNil(OpenStepPropertyList.parse("{ a = 1 }"))
        XCTAssertNil(OpenStepPropertyList.parse("{ a = (1, 2; }"))
    }

    // MARK: Targets

    func testTargetsAllowRefuseAndCombine() {
        let setter = DeploymentTarget.Setter("App.xcodeproj", targets: ["Legacy"])
        let legacy = DeploymentTarget([.iOS: .init(OSVersion(16), setBy: setter), .macOS: .init(OSVersion(14), setBy: setter)])
        XCTAssertFalse(legacy.allows(Availability(iOS: OSVersion(17), macOS: OSVersion(14))))
        XCTAssertTrue(legacy.allows(Availability(iOS: OSVersion(16), macOS: OSVersion(13), tvOS: OSVersion(18))))
        XCTAssertEqual(legacy.refusal(for: Availability(iOS: OSVersion(17), macOS: OSVersion(14)), needing: "@Observable"),
                       "App.xcodeproj (target Legacy) declares iOS 16, and @Observable needs iOS 17")
        // Set by an option; by several places; too long to say where: the versions alone.
        let given = legacy.overridden(by: [.iOS: .init(OSVersion(15), setBy: .init("--min-ios", kind: .option))])
        XCTAssertEqual(given.refusal(for: .init(iOS: OSVersion(17), macOS: OSVersion(14)), needing: "it"), "--min-ios 15, and it needs iOS 17")
        let shared = DeploymentTarget([.watchOS: .init(OSVersion(7), setBy: setter)]).overridden(by: [:])
        var both = shared
        both.minimums[.watchOS]!.setBy.append(.init("Kit/Package.swift"))
        XCTAssertEqual(both.refusal(for: .init(iOS: OSVersion(17), macOS: OSVersion(14), watchOS: OSVersion(10)), needing: "it"),
                       "App.xcodeproj (target Legacy) and 1 more declare watchOS 7, and it needs watchOS 10")
        let far = DeploymentTarget([.tvOS: .init(OSVersion(13, 4), setBy: .init("Some/Very/Long/Path/To/A/Project/Folder/Of/Many/Apps/For/Television/Sets/Application.xcodeproj", targets: ["TelevisionApplication"]))])
        XCTAssertEqual(far.refusal(for: .init(iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17)), needing: "@Observable"),
                       "its deployment target is tvOS 13.4, and @Observable needs tvOS 17")
        let app = DeploymentTarget([.iOS: .init(OSVersion(16), setBy: .init("App.xcodeproj", targets: ["App"]))])
        XCTAssertEqual(DeploymentTarget.lowest(of: [legacy, app]).description, "iOS 16 (App.xcodeproj, targets App, Legacy), macOS 14 (App.xcodeproj, target Legacy)")
        XCTAssertEqual(legacy.overridden(by: [.iOS: .init(OSVersion(17), setBy: .init("--min-ios", kind: .option))]).description,
                       "iOS 17 (--min-ios), macOS 14 (App.xcodeproj, target Legacy)")
    }

    func testOverridesAndOrigins() {
        var targets = DeploymentTargets()
        XCTAssertEqual(targets.origin, .assumed)
        XCTAssertEqual(targets.target(ofFile: "A.swift"), .assumed)
        targets.overrides[.iOS] = OSVersion(16)
        XCTAssertEqual(targets.origin, .given)
        XCTAssertEqual(targets.target(ofFile: "A.swift").description, "iOS 16 (--min-ios), macOS 14 (assumed)")
    }
}
