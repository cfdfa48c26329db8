import Foundation
import TestSupport
import XCTest

/// A temporary folder holding copies of a small legacy SwiftUI project, removed at the end.
final class Workspace {
    private let directory = TemporaryDirectory(prefix: "cli-tests")
    var path: String { directory.path }

    /// A legacy project in `name`: models, views, a CRLF file whose name has spaces, a file
    /// without a final newline, and a file with nothing to migrate.
    @discardableResult
    func legacyProject(_ name: String = "App") -> String {
        for (relative, text) in LegacyFixture.files { write("\(name)/\(relative)", text) }
        return name
    }

    /// Copies the repository's example app (Examples/LegacyApp) to `name`.
    func exampleApp(_ name: String) throws -> String {
        let source = Toolchain.exampleApp.path
        guard FileManager.default.fileExists(atPath: source) else { throw MissingExample(path: source) }
        try FileManager.default.copyItem(atPath: source, toPath: path + "/" + name)
        return name
    }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String { directory.write(relative, text) }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) -> String { directory.write(relative, bytes: bytes) }

    func read(_ relative: String) -> Data { directory.read(relative) }

    func copy(_ from: String, to: String) {
        try! FileManager.default.copyItem(atPath: path + "/" + from, toPath: path + "/" + to)
    }

    /// Every file below `relative` with its content, permissions, inode and modification time:
    /// equal snapshots mean nothing was written. `.git` is left out (not read): a repository's
    /// own state is git's to report (see `GitRepos.state`).
    func snapshot(_ relative: String) -> [String: FileState] {
        var states: [String: FileState] = [:]
        let root = path + "/" + relative
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let file = enumerator?.nextObject() as? String {
            if (file as NSString).lastPathComponent == ".git" { enumerator?.skipDescendants(); continue }
            var info = stat()
            guard lstat(root + "/" + file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            states[file] = FileState(content: FileManager.default.contents(atPath: root + "/" + file) ?? Data(), mode: info.st_mode,
                                     inode: info.st_ino, modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
        }
        return states
    }

    /// Only the contents of `snapshot(_:)`.
    func contents(_ relative: String) -> [String: Data] { snapshot(relative).mapValues(\.content) }

    struct MissingExample: Error, CustomStringConvertible {
        let path: String
        var description: String { "the example app is missing at \(path)" }
    }

    struct FileState: Equatable {
        var content: Data
        var mode: mode_t
        var inode: ino_t
        var modified: Int
    }
}
