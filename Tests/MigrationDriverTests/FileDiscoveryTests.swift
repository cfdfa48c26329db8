import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

final class FileDiscoveryTests: XCTestCase {
    private func discover(_ roots: [String], in scratch: TemporaryDirectory, excludes: [String] = [], git: Bool = true) -> [String] {
        let previous = FileManager.default.currentDirectoryPath
        precondition(FileManager.default.changeCurrentDirectoryPath(scratch.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return FileDiscovery(rules: ExcludeRules(patterns: excludes), usesGit: git).discover(roots).map { input in
            input.problem.map { "\(input.path): \($0.message)" } ?? input.path
        }
    }

    func testWalkSkipsBuildFoldersAndExcludesSortsAndKeepsExplicitFiles() {
        let scratch = TemporaryDirectory()
        for file in ["App/B.swift", "App/A.swift", "App/notes.txt", "App/.build/X.swift", "App/Pods/P/P.swift", "App/Generated/G.swift",
                     "App/Sub/DerivedData/D.swift", "App/Sub/C.swift", "App/Tests/ATests.swift", "Pods/Explicit.swift"] {
            scratch.write(file, "")
        }
        XCTAssertEqual(discover(["App", "Pods/Explicit.swift"], in: scratch, excludes: ["Generated", "*Tests.swift"]),
                       ["App/A.swift", "App/B.swift", "App/Sub/C.swift", "Pods/Explicit.swift"])
        XCTAssertEqual(discover(["App/Generated/G.swift"], in: scratch, excludes: ["Generated"]), ["App/Generated/G.swift"])
        XCTAssertEqual(discover(["."], in: scratch, excludes: ["App/Sub/*", "App/Tests"]), ["App/A.swift", "App/B.swift", "App/Generated/G.swift"])
    }

    func testMissingPathIsAProblemAndFilesAreTakenOnce() {
        let scratch = TemporaryDirectory()
        scratch.write("App/A.swift", "")
        XCTAssertEqual(discover(["Nope", "App", "App/A.swift", "./App"], in: scratch),
                       ["Nope: cannot read: No such file or directory", "App/A.swift"])
    }

    func testSymlinksAreNotFollowedOutOfTheRoots() throws {
        let scratch = TemporaryDirectory()
        scratch.write("Outside/O.swift", "")
        scratch.write("App/Shared/S.swift", "")
        scratch.write("App/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/OutsideLink", withDestinationPath: "../Outside")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/OutsideFile.swift", withDestinationPath: "../Outside/O.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/SharedAgain", withDestinationPath: "Shared")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/Loop", withDestinationPath: ".")
        XCTAssertEqual(discover(["App"], in: scratch), ["App/A.swift", "App/Shared/S.swift"])
        XCTAssertEqual(discover(["App", "Outside"], in: scratch), ["App/A.swift", "App/OutsideFile.swift", "App/Shared/S.swift"])
    }

    func testSymlinksGitListsAreNotFollowedOutOfTheRoots() throws {
        guard let git = Subprocess.findOnPath("git") else { throw XCTSkip("git not on PATH") }
        let scratch = TemporaryDirectory()
        scratch.write("Outside/O.swift", "")
        scratch.write("App/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/OutsideFile.swift", withDestinationPath: "../Outside/O.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/ZInside.swift", withDestinationPath: "A.swift")
        XCTAssertEqual(Subprocess.run(git, ["init", "-q", "."], in: scratch.path)?.status, 0)
        XCTAssertEqual(discover(["App"], in: scratch), ["App/A.swift"])
        XCTAssertEqual(discover(["App", "Outside"], in: scratch), ["App/A.swift", "App/OutsideFile.swift"])
    }

    func testGitIgnoredFilesAreSkipped() throws {
        guard let git = Subprocess.findOnPath("git") else { throw XCTSkip("git not on PATH") }
        let scratch = TemporaryDirectory()
        scratch.write(".gitignore", "Ignored/\n*.generated.swift\n")
        for file in ["App/A.swift", "App/Untracked.swift", "Ignored/I.swift", "App/Model.generated.swift", "App/.build/B.swift"] { scratch.write(file, "") }
        XCTAssertEqual(Subprocess.run(git, ["init", "-q", "."], in: scratch.path)?.status, 0)
        XCTAssertEqual(Subprocess.run(git, ["add", "App/A.swift", ".gitignore"], in: scratch.path)?.status, 0)
        XCTAssertEqual(discover(["."], in: scratch), ["App/A.swift", "App/Untracked.swift"])
        XCTAssertEqual(discover(["App"], in: scratch), ["App/A.swift", "App/Untracked.swift"])
        // An ignored folder named on the command line is still migrated.
        XCTAssertEqual(discover(["Ignored"], in: scratch), ["Ignored/I.swift"])
        XCTAssertEqual(discover(["."], in: scratch, git: false).count, 4)
    }

    func testNamedPipesFoundByTheWalkAreListedForTheReaderToRefuse() {
        let scratch = TemporaryDirectory()
        scratch.write("App/A.swift", "")
        XCTAssertEqual(mkfifo(scratch.path + "/App/Pipe.swift", 0o644), 0)
        XCTAssertEqual(mkfifo(scratch.path + "/App/pipe.txt", 0o644), 0)
        XCTAssertEqual(discover(["App"], in: scratch, git: false), ["App/A.swift", "App/Pipe.swift"])
    }
}
