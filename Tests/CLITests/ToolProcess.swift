import Foundation
import MigrationKit
import XCTest

/// The built tool started as a process the test drives: stdout to a file the test chooses
/// (`/dev/full`, a pipe nobody reads) or collected, signals sent while it runs, and a time limit
/// after which it is killed, so that a hang fails the test instead of stalling the suite.
final class ToolProcess {
    private let process = Process()
    private let errors = Pipe()
    private let output: Pipe?
    private let collectedErrors = Collected()
    private let collectedOutput = Collected()
    private let drained = DispatchGroup()

    private final class Collected: @unchecked Sendable { var data = Data() }

    /// Starts `tool` with `arguments` in `directory`, as `CLI.run` does. `stdin` is its input
    /// (none when nil); `stdout` nil collects standard output.
    init(_ arguments: [String], in directory: String, stdin: String? = nil, stdout: FileHandle? = nil, environment: [String: String] = [:],
         tool: CLI.Tool = .shipped) throws {
        process.executableURL = URL(fileURLWithPath: tool.path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        process.standardError = errors
        if let stdout = stdout {
            output = nil
            process.standardOutput = stdout
        } else {
            let pipe = Pipe()
            output = pipe
            process.standardOutput = pipe
        }
        try process.run()
        if let stdin = stdin {
            try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        drain(errors, into: collectedErrors)
        if let output = output { drain(output, into: collectedOutput) }
    }

    private func drain(_ pipe: Pipe, into collected: Collected) {
        drained.enter()
        Thread.detachNewThread { [drained] in
            collected.data = (try? pipe.fileHandleForReading.readToEnd()) ?? Data()
            drained.leave()
        }
    }

    var isRunning: Bool { process.isRunning }

    /// Sends `signal` to the tool.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the tool to end. Past `limit` seconds it is killed and the test fails.
    func wait(limit: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line) -> CLI.Result {
        let ended = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [process] in
            process.waitUntilExit()
            ended.signal()
        }
        if ended.wait(timeout: .now() + limit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            XCTFail("swiftui-migrate \(process.arguments?.joined(separator: " ") ?? "") did not end within \(Int(limit)) s", file: file, line: line)
        }
        drained.wait()
        let stderr = String(decoding: collectedErrors.data, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .exit, "swiftui-migrate was ended by a signal: \(stderr)", file: file, line: line)
        return CLI.Result(status: process.terminationStatus, stdout: collectedOutput.data, stderr: stderr)
    }

    /// Runs the tool to its end (or `limit`), as `CLI.run` does, with the choices above.
    static func run(_ arguments: [String], in directory: String, stdin: String? = nil, stdout: FileHandle? = nil,
                    environment: [String: String] = [:], tool: CLI.Tool = .shipped, limit: TimeInterval = 120,
                    file: StaticString = #filePath, line: UInt = #line) throws -> CLI.Result {
        try ToolProcess(arguments, in: directory, stdin: stdin, stdout: stdout, environment: environment, tool: tool)
            .wait(limit: limit, file: file, line: line)
    }
}
