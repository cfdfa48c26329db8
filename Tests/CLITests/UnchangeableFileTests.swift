import Foundation
import XCTest

/// A file the run cannot change holds back what depends on it (issue 32): the fixture's `Store`
/// is made by `ContentView` and read by `NamesView`; whichever of them cannot be changed, the
/// class, its wrappers and its injection stay, so the project still builds.
final class UnchangeableFileTests: XCTestCase {
    /// The Observation parts of the fixture as they were: nothing of `Store` migrated.
    private func assertStoreStays(_ workspace: Workspace, _ run: CLI.Result, file: StaticString = #filePath, line: UInt = #line) {
        let store = String(decoding: workspace.read("App/Models/Store.swift"), as: UTF8.self)
        let content = String(decoding: workspace.read("App/Views/ContentView.swift"), as: UTF8.self)
        XCTAssertTrue(store.contains("final class Store: ObservableObject"), store, file: file, line: line)
        XCTAssertTrue(content.contains("@StateObject private var store = Store()"), content, file: file, line: line)
        XCTAssertTrue(content.contains(".environmentObject(store)"), content, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("App/Models/Store.swift:5:1: warning: Store stays an ObservableObject: "), run.stderr, file: file, line: line)
    }

    func testAFileThatIsNotUTF8HoldsBackTheClassesItUses() {
        for bytes in [[0xE9], [0x00]] as [[UInt8]] {
            let workspace = Workspace()
            workspace.legacyProject()
            let names = Array(String(decoding: workspace.read("App/Views/NamesView.swift"), as: UTF8.self).utf8)
            workspace.write("App/Views/NamesView.swift", bytes: names + Array("// caf".utf8) + bytes + [0x0A])
            let run = CLI.run(["App"], in: workspace.path)
            XCTAssertEqual(run.status, 2, run.stderr)
            assertStoreStays(workspace, run)
            XCTAssertTrue(run.stderr.contains("App/Views/NamesView.swift is not UTF-8 text, so it cannot be migrated"), run.stderr)
            let content = String(decoding: workspace.read("App/Views/ContentView.swift"), as: UTF8.self)
            XCTAssertTrue(content.contains("NavigationStack"), "what does not depend on it still migrates")
        }
    }

    /// `ContentView` would also change for its `NavigationView`: it gets the error line. A
    /// read-only file that would not change gets none.
    func testAReadOnlyFileIsLeftWithAnErrorAndHoldsBackWhatItUses() {
        let workspace = Workspace()
        workspace.legacyProject()
        let content = workspace.path + "/App/Views/ContentView.swift"
        let before = workspace.read("App/Views/ContentView.swift")
        XCTAssertEqual(chmod(content, 0o444), 0)
        let dryRun = CLI.run(["--dry-run", "App"], in: workspace.path)
        XCTAssertFalse(dryRun.output.contains("a/App/Views/ContentView.swift"), "the dry run shows what in place does")
        let run = CLI.run(["App"], in: workspace.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderrLines.filter { $0.contains(": error: ") },
                       ["App/Views/ContentView.swift:1:1: error: read-only (no write permission); left unchanged, and what it uses stays as it is"])
        XCTAssertEqual(workspace.read("App/Views/ContentView.swift"), before)
        var info = stat()
        XCTAssertEqual(stat(content, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o444, "its permissions stay")
        assertStoreStays(workspace, run)
        XCTAssertTrue(run.stderr.contains("App/Views/ContentView.swift is read-only, so it cannot be migrated"), run.stderr)
        let names = String(decoding: workspace.read("App/Views/NamesView.swift"), as: UTF8.self)
        XCTAssertTrue(names.contains("@EnvironmentObject var store: Store"), names)
        // --check writes no source file: it still counts the file as work to do.
        XCTAssertEqual(CLI.run(["--check", "App/Views/ContentView.swift"], in: workspace.path).status, 1)
    }

    /// As `nobody` (root writes anywhere), a folder without write permission.
    func testAFileInAFolderThatTakesNoNewFileHoldsBackWhatItUses() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("needs root and setpriv") }
        let workspace = Workspace()
        workspace.legacyProject()
        chmod(workspace.path, 0o777)
        let enumerator = FileManager.default.enumerator(atPath: workspace.path)
        while let file = enumerator?.nextObject() as? String {
            chmod(workspace.path + "/" + file, file.hasSuffix(".swift") ? 0o666 : 0o777)
        }
        chmod(workspace.path + "/App/Views", 0o555)
        defer { chmod(workspace.path + "/App/Views", 0o777) }
        let run = CLI.run(["App"], in: workspace.path, asUser: 65534)
        XCTAssertEqual(run.status, 2, run.stderr)
        assertStoreStays(workspace, run)
        XCTAssertTrue(run.stderr.contains("is in a folder this user cannot write in, so it cannot be migrated"), run.stderr)
    }

    /// A file nobody can read may use any class: none migrates, and each says why.
    func testAFileThatCannotBeReadHoldsBackEveryClass() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("needs root and setpriv") }
        let workspace = Workspace()
        workspace.legacyProject()
        workspace.write("App/Secret.swift", "struct Secret {}\n")
        chmod(workspace.path, 0o777)
        let enumerator = FileManager.default.enumerator(atPath: workspace.path)
        while let file = enumerator?.nextObject() as? String {
            chmod(workspace.path + "/" + file, file == "App/Secret.swift" ? 0 : file.hasSuffix(".swift") ? 0o666 : 0o777)
        }
        let run = CLI.run(["App"], in: workspace.path, asUser: 65534)
        XCTAssertEqual(run.status, 2, run.stderr)
        assertStoreStays(workspace, run)
        XCTAssertTrue(run.stderr.contains("App/Secret.swift could not be read, and may use it"), run.stderr)
    }
}
