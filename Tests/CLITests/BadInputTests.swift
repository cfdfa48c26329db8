import Foundation
import XCTest

/// Each bad input gets its one-line error, loses nothing, and does not stop the others.
final class BadInputTests: XCTestCase {
    private let binary: [UInt8] = [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x00, 0x01, 0xFF]
    private let invalidUTF8: [UInt8] = Array("import SwiftUI\nlet title = \"".utf8) + [0xE9] + Array("t\u{E9}\"\n".utf8)

    func testBinaryAndInvalidUTF8FailAloneAndLoseNothing() {
        let workspace = Workspace()
        workspace.legacyProject()
        workspace.write("App/Resources/Data.swift", bytes: binary)
        workspace.write("App/Latin1.swift", bytes: invalidUTF8)
        let before = workspace.snapshot("App")
        let run = CLI.run(["App"], in: workspace.path)
        XCTAssertEqual(run.status, 2)
        let errors = run.stderrLines.filter { $0.contains(": error: ") }
        XCTAssertEqual(errors, [
            "App/Latin1.swift:2:14: error: not valid UTF-8 (byte 0xE9 at line 2, column 14); skipped",
            "App/Resources/Data.swift:1:1: error: binary file (it contains NUL bytes); skipped",
        ])
        XCTAssertTrue(run.stderrLines.last?.contains(", 2 failed;") ?? false, run.stderr)
        let after = workspace.snapshot("App")
        XCTAssertEqual(after["Resources/Data.swift"], before["Resources/Data.swift"])
        XCTAssertEqual(after["Latin1.swift"], before["Latin1.swift"])
        XCTAssertNotEqual(after["Views/ContentView.swift"]?.content, before["Views/ContentView.swift"]?.content, "the others are still migrated")
    }

    func testAnUnreadableFileFailsAlone() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let secret = workspace.path + "/App/Secret.swift"
        workspace.write("App/Secret.swift", "struct Secret {}\n")
        chmod(secret, 0)
        var user: Int? = nil
        if getuid() == 0 {
            // root reads anything: run the tool as nobody, on a tree nobody may otherwise write.
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("running as root without setpriv") }
            user = 65534
            let enumerator = FileManager.default.enumerator(atPath: workspace.path)
            chmod(workspace.path, 0o777)
            while let file = enumerator?.nextObject() as? String {
                if file != "App/Secret.swift" { chmod(workspace.path + "/" + file, file.hasSuffix(".swift") ? 0o666 : 0o777) }
            }
        }
        let run = CLI.run(["App"], in: workspace.path, asUser: user)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderrLines.filter { $0.contains(": error: ") }, ["App/Secret.swift:1:1: error: cannot read the file: Permission denied"])
        XCTAssertTrue(run.stderrLines.last?.contains(", 1 failed;") ?? false, run.stderr)
        chmod(secret, 0o644)
        XCTAssertEqual(String(decoding: workspace.read("App/Secret.swift"), as: UTF8.self), "struct Secret {}\n")
    }

    /// The test hook SWIFTUI_MIGRATE_TEST_BEFORE_WRITE changes a file between the run's read
    /// and its write, as an editor saving at the wrong moment would.
    func testAFileModifiedDuringTheRunIsNotOverwritten() {
        let workspace = Workspace()
        workspace.legacyProject()
        let hook = #"case "$1" in *ContentView.swift) printf '// saved by the editor\n' >> "$1";; esac"#
        let run = CLI.run(["App"], in: workspace.path, environment: ["SWIFTUI_MIGRATE_TEST_BEFORE_WRITE": hook], tool: .testbed)
        XCTAssertEqual(run.status, 2, run.stderr)
        let dependent = "error: not written: its edits may depend on App/Views/ContentView.swift, which could not be written (run again once it can be)"
        XCTAssertEqual(run.stderrLines.filter { $0.contains(": error: ") },
                       ["App/Models/Store.swift:1:1: \(dependent)",
                        "App/Views/ContentView.swift:1:1: error: changed on disk while swiftui-migrate was running; not written (run again to migrate it)",
                        "App/Views/NamesView.swift:1:1: \(dependent)",
                        "App/Views/SyncView.swift:1:1: \(dependent)"])
        let content = String(decoding: workspace.read("App/Views/ContentView.swift"), as: UTF8.self)
        XCTAssertTrue(content.hasSuffix("}\n// saved by the editor\n"), content)
        XCTAssertTrue(content.contains("@StateObject private var store = Store()"), "the editor's version is kept as it was")
        XCTAssertEqual(CLI.run(["--check", "App/Views/NoFinalNewline.swift"], in: workspace.path).status, 0,
                       "the files whose edits stand alone were migrated")
        XCTAssertTrue(String(decoding: workspace.read("App/Models/Store.swift"), as: UTF8.self).contains(": ObservableObject"),
                      "Store stays what ContentView still needs")
    }
}
