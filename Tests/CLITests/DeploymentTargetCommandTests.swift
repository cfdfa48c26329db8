import Foundation
import TestSupport
import XCTest

/// The deployment targets a project declares decide what migrates, per target; the summary,
/// the JSON document and the readiness report say which target held which transform back.
final class DeploymentTargetCommandTests: XCTestCase {
    private static let model = """
        import Combine

        final class Library: ObservableObject {
            @Published var count = 0
        }

        """

    private static let view = """
        import SwiftUI

        struct LibraryView: View {
            @StateObject private var library = Library()

            var body: some View {
                Text("\\(library.count)")
            }
        }

        """

    /// What an iOS 16 target holds back in these files: the transforms whose output needs iOS 17
    /// and that would have changed something (the model and its `@StateObject`); others whose
    /// output needs iOS 17 (on-change, preview-macro) have nothing to do here, so nothing is held back.
    private static let heldBackAtIOS16 = "observable-object, state-object"

    private func writePackage(_ workspace: Workspace, platforms: String) {
        workspace.write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", platforms: [\(platforms)], targets: [.target(name: "Kit")])

            """)
        workspace.write("Kit/Sources/Kit/Library.swift", Self.model)
        workspace.write("Kit/Sources/Kit/LibraryView.swift", Self.view)
    }

    func testAPackageAtIOS16StaysAndTheSummarySaysWhy() throws {
        let workspace = Workspace()
        writePackage(workspace, platforms: ".iOS(.v16), .macOS(.v13)")
        let run = CLI.run(["--dry-run", "Kit"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.output, "", "nothing migrates")
        // Held back in every file, observation still looks: the class says why it stays.
        XCTAssertEqual(run.stderrLines.filter { $0.contains(": warning: ") }, [
            "Kit/Sources/Kit/Library.swift:3:1: warning: Library stays an ObservableObject: Kit/Package.swift (target Kit) declares "
                + "iOS 16, macOS 13, and @Observable needs iOS 17, macOS 14 [observable-object]",
        ])
        XCTAssertTrue(run.stderrLines.contains { $0.hasPrefix("Kit/Sources/Kit/LibraryView.swift:4:5: note: observation not migrated in this file: ") },
                      run.stderr)
        // The summary line stays short: the minimums and counts; the list is in JSON and `report`.
        XCTAssertTrue(run.stderr.contains("; deployment targets: iOS 16, macOS 13 hold back 2 transforms in 3 of 3 files (see report); "),
                      run.stderr)
        XCTAssertEqual(Self.heldBackAtIOS16.components(separatedBy: ", ").count, 2)

        let json = CLI.run(["--dry-run", "--format", "json", "Kit"], in: workspace.path)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let deployment = try XCTUnwrap(document["deployment"] as? [String: Any])
        XCTAssertEqual(deployment["origin"] as? String, "inferred")
        XCTAssertEqual(deployment["projectFiles"] as? [String], ["Kit/Package.swift"])
        let targets = try XCTUnwrap(deployment["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.count, 1)
        XCTAssertEqual(targets[0]["minimums"] as? [String: String], ["iOS": "16", "macOS": "13"])
        XCTAssertEqual(targets[0]["setBy"] as? [String], ["Kit/Package.swift, target Kit"])
        XCTAssertEqual(targets[0]["files"] as? Int, 3)
        XCTAssertEqual(targets[0]["heldBack"] as? [String], Self.heldBackAtIOS16.components(separatedBy: ", "))
        let notRun = try XCTUnwrap((document["transforms"] as? [String: Any])?["notRun"] as? [[String: String]])
        XCTAssertEqual(notRun.first, ["id": "observable-object", "reason": "held back in every file: Kit/Package.swift (target Kit) declares "
                                      + "iOS 16, macOS 13, and it needs iOS 17, macOS 14"])
    }

    func testTheFlagsOverrideWhatTheProjectDeclares() {
        let workspace = Workspace()
        writePackage(workspace, platforms: ".iOS(.v16), .macOS(.v13)")
        let run = CLI.run(["--dry-run", "--min-ios", "17", "--min-macos", "14", "Kit"], in: workspace.path)
        XCTAssertTrue(run.output.contains("+@Observable"), run.output)
        XCTAssertTrue(run.output.contains("+    @State private var library = Library()"), run.output)
        XCTAssertTrue(run.stderr.contains("; deployment targets: from the project; none holds back a transform; "), run.stderr)
        // One flag: the other OS keeps what the package declares.
        let half = CLI.run(["--dry-run", "--min-ios", "17", "Kit"], in: workspace.path)
        XCTAssertEqual(half.output, "")
        XCTAssertTrue(half.stderr.contains("; deployment targets: macOS 13 hold back 2 transforms in 3 of 3 files (see report); "), half.stderr)
    }

    /// A project that also builds for watchOS, tvOS or visionOS and declares nothing: the
    /// options give those minimums too.
    func testTheOtherOperatingSystemsHaveOptions() throws {
        let workspace = Workspace()
        workspace.write("App/Library.swift", Self.model)
        workspace.write("App/LibraryView.swift", Self.view)
        let watch = CLI.run(["--dry-run", "--format", "json", "--min-watchos", "9", "App"], in: workspace.path)
        XCTAssertEqual(watch.status, 0, watch.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: watch.stdout) as? [String: Any])
        let notRun = try XCTUnwrap((document["transforms"] as? [String: Any])?["notRun"] as? [[String: String]])
        XCTAssertEqual(notRun.first, ["id": "observable-object", "reason": "held back in every file: --min-watchos 9, and it needs watchOS 10"])
        let text = CLI.run(["--dry-run", "--min-tvos=17", "--min-visionos", "1", "App"], in: workspace.path)
        XCTAssertTrue(text.output.contains("+@Observable"), text.output)
        let wrong = CLI.run(["--dry-run", "--min-tvos", "seventeen", "App"], in: workspace.path)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--min-tvos: 'seventeen' is not a version like 17 or 16.4"), wrong.stderr)
        XCTAssertTrue(CLI.run(["--help"], in: workspace.path).output.contains("--min-tvos V / --min-watchos V / --min-visionos V"))
    }

    func testNothingDeclaredAssumesIOS17AndSaysSo() {
        let workspace = Workspace()
        workspace.write("App/Library.swift", Self.model)
        workspace.write("App/LibraryView.swift", Self.view)
        let run = CLI.run(["--dry-run", "App"], in: workspace.path)
        XCTAssertTrue(run.output.contains("+@Observable"), run.output)
        XCTAssertTrue(run.stderr.contains("; deployment targets: iOS 17, macOS 14 (assumed; set --min-ios/--min-macos to change); "), run.stderr)
    }

    /// Two targets, iOS 16 and iOS 17: only the iOS 17 target's files migrate, and a class that
    /// both build stays, with its reason at the views that use it.
    func testAnXcodeProjectWithTwoTargets() throws {
        let workspace = Workspace()
        workspace.write("Shelf/Shelf.xcodeproj/project.pbxproj", XcodeProjectFixture(project: ["SDKROOT": "iphoneos"], targets: [
            .init("Shelf", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], sources: ["Shared/Library.swift"], folders: ["Shelf"]),
            .init("Legacy", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0"], sources: ["Shared/Library.swift", "Legacy/OldView.swift"]),
        ]).text)
        workspace.write("Shelf/Shared/Library.swift", Self.model)
        workspace.write("Shelf/Shelf/LibraryView.swift", Self.view)
        workspace.write("Shelf/Shelf/Counter.swift", Self.model.replacingOccurrences(of: "Library", with: "Counter"))
        workspace.write("Shelf/Legacy/OldView.swift", Self.view.replacingOccurrences(of: "Library", with: "Old"))
        workspace.write("Shelf/Legacy/Old.swift", Self.model.replacingOccurrences(of: "Library", with: "Old"))
        let run = CLI.run(["--dry-run", "Shelf"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.output.contains("+++ b/Shelf/Shelf/Counter.swift"), run.output)
        for unchanged in ["Shared/Library.swift", "Shelf/LibraryView.swift", "Legacy/OldView.swift", "Legacy/Old.swift"] {
            XCTAssertFalse(run.output.contains("Shelf/\(unchanged)"), unchanged)
        }
        // Each class that stays says why where it is declared, where the view's warning points;
        // the held-back view says once that its file is not migrated.
        let why = "Shelf/Shelf.xcodeproj (target Legacy) declares iOS 16, and @Observable needs iOS 17"
        XCTAssertEqual(run.stderrLines.filter { $0.contains(": warning: ") || $0.contains("not migrated") }, [
            "Shelf/Legacy/Old.swift:3:1: warning: Old stays an ObservableObject: \(why) [observable-object]",
            "Shelf/Legacy/OldView.swift:4:5: note: observation not migrated in this file: Shelf/Shelf.xcodeproj (target Legacy) declares iOS 16, "
                + "and it needs iOS 17 [state-object]",
            "Shelf/Shared/Library.swift:3:1: warning: Library stays an ObservableObject: \(why) [observable-object]",
            "Shelf/Shelf/LibraryView.swift:4:5: warning: `@StateObject var library` left as it is: `Library` stays an ObservableObject: \(why) [state-object]",
        ])
        let sarif = CLI.run(["--dry-run", "--format", "sarif", "Shelf"], in: workspace.path)
        XCTAssertTrue(sarif.output.contains("\"ruleId\" : \"state-object/held-back-by-target\""), sarif.output)
        let migrateJSON = CLI.run(["--dry-run", "--format", "json", "Shelf"], in: workspace.path)
        let diagnostics = try XCTUnwrap((JSONSerialization.jsonObject(with: migrateJSON.stdout) as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.filter { $0["reason"] as? String == "held-back-by-target" }.map { "\($0["path"]!):\($0["severity"]!)" },
                       ["Shelf/Legacy/OldView.swift:note"])
        XCTAssertEqual(diagnostics.first { $0["path"] as? String == "Shelf/Shelf/LibraryView.swift" }?["subject"] as? String, "Library")
        // Legacy/Old.swift is in no target: the project's lowest, iOS 16, holds it back too.
        XCTAssertTrue(run.stderr.contains("; deployment targets: iOS 16 hold back 2 transforms in 3 of 5 files (see report); "), run.stderr)

        let report = CLI.run(["report", "Shelf"], in: workspace.path)
        XCTAssertTrue(report.output.contains("\nDeployment targets: iOS 16 (Shelf/Shelf.xcodeproj, target Legacy) holds back \(Self.heldBackAtIOS16) "
            + "in 3 of 5 files; platforms iphone ("), report.output)
        XCTAssertTrue(report.output.contains("\nobservable-object (held back in 3 of 5 files by iOS 16 (Shelf/Shelf.xcodeproj, target Legacy))\n"),
                      report.output)
        XCTAssertTrue(report.output.contains("\n  1  Library (Shelf/Shared/Library.swift:3:1): a deployment target older than Observation needs"), report.output)
        let markdown = CLI.run(["report", "--format", "markdown", "Shelf"], in: workspace.path)
        XCTAssertTrue(markdown.output.contains("\nDeployment targets: iOS 16 (Shelf/Shelf.xcodeproj, target Legacy) holds back "), markdown.output)
        let json = CLI.run(["report", "--format", "json", "Shelf"], in: workspace.path)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        XCTAssertEqual(document["deploymentTargets"] as? [String: String], ["iOS": "16"])
        let targets = try XCTUnwrap((document["deployment"] as? [String: Any])?["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.map { $0["target"] as? String }, ["iOS 16 (Shelf/Shelf.xcodeproj, target Legacy)", "iOS 17 (Shelf/Shelf.xcodeproj, target Shelf)"])
        XCTAssertEqual(targets.map { $0["files"] as? Int }, [3, 2])
    }
}
