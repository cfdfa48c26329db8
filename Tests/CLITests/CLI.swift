import Foundation
import MigrationDriver
import MigrationKit
import XCTest

/// Runs the built `swiftui-migrate` executable (found next to the test bundle) the way a user
/// or a script does, with separate stdout and stderr.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        var output: String { String(decoding: stdout, as: UTF8.self) }
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// Which executable a test runs: the shipped tool, or the test-only testbed (the same command
    /// line with `MarkerTransform` after the real transforms and the before-write hook
    /// `SWIFTUI_MIGRATE_TEST_BEFORE_WRITE`), for the tests that need the marker's edits and
    /// warnings or the hook.
    enum Tool: String {
        case shipped = "swiftui-migrate"
        case testbed = "swiftui-migrate-testbed"

        /// The executable SwiftPM built beside the test bundle.
        var path: String {
            let candidates = [
                Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            ].map { $0.appendingPathComponent(rawValue).path }
            return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
        }
    }

    private final class Marker {}

    /// Runs `tool` with `arguments` in `directory`; `user` runs it as another user (via setpriv).
    static func run(_ arguments: [String], in directory: String, stdin: String? = nil,
                    environment: [String: String] = [:], asUser user: Int? = nil, tool: Tool = .shipped) -> Result {
        let executable = tool.path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable),
                      "\(executable) is missing: CLITests must depend on the \(tool.rawValue) target so `swift test` builds it")
        var command = [executable] + arguments
        if let user = user { command = ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups"] + command }
        guard let run = Subprocess.run(command[0], Array(command.dropFirst()), in: directory, input: Data((stdin ?? "").utf8),
                                       environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }) else {
            XCTFail("could not start \(command[0])")
            return Result(status: -1, stdout: Data(), stderr: "")
        }
        XCTAssertTrue(run.exitedNormally, "swiftui-migrate crashed: \(String(decoding: run.standardError, as: UTF8.self))")
        return Result(status: run.status, stdout: run.standardOutput, stderr: String(decoding: run.standardError, as: UTF8.self))
    }
}
