import Foundation
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

    /// The executable SwiftPM built beside the test bundle.
    static let executable: String = {
        let candidates = [
            Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("swiftui-migrate").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    private final class Marker {}

    /// Runs the tool with `arguments` in `directory`; `user` runs it as another user (via setpriv).
    static func run(_ arguments: [String], in directory: String, stdin: String? = nil,
                    environment: [String: String] = [:], asUser user: Int? = nil) -> Result {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable),
                      "\(executable) is missing: CLITests must depend on the swiftui-migrate target so `swift test` builds it")
        let process = Process()
        if let user = user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try! process.run()
        input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
        try? input.fileHandleForWriting.close()
        let errorBox = Box()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: errorBox.data, as: UTF8.self))
    }

    private final class Box: @unchecked Sendable { var data = Data() }
}
