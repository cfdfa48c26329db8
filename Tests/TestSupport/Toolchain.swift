import Foundation

/// Finds the Swift toolchain and the repository, and runs tools, for tests.
public enum Toolchain {
    /// The `swiftc` to use: `$SWIFTC` when set, else the first `swiftc` on `PATH`, else
    /// `/opt/swift/usr/bin/swiftc` or `/usr/bin/swiftc`. `nil` when none is executable.
    public static let swiftc: URL? = {
        let fileManager = FileManager.default
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            candidates.append(String(directory) + "/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate)
        }
        return nil
    }()

    /// The toolchain's `usr` directory (the one holding `bin/swiftc`), symlinks resolved.
    public static var usrDirectory: URL? {
        guard let swiftc else { return nil }
        return swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The root of this repository (the folder holding Package.swift), found from this
    /// source file's location.
    public static let repositoryRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        // Tests/TestSupport/Toolchain.swift -> repository root.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// The example app, Examples/LegacyApp.
    public static var exampleApp: URL { repositoryRoot.appendingPathComponent("Examples/LegacyApp") }

    /// The outcome of `run(_:_:)`.
    public struct RunResult: Sendable {
        /// The exit status, or the signal number when `terminatedBySignal`.
        public var status: Int32
        /// Whether the process was killed by a signal (a crash, or the timeout).
        public var terminatedBySignal: Bool
        /// Whether the process was stopped because it ran past the timeout.
        public var timedOut: Bool
        /// Standard output and standard error, interleaved as written.
        public var output: String
        /// True when the process exited normally with status 0.
        public var succeeded: Bool { !terminatedBySignal && !timedOut && status == 0 }
    }

    /// Runs `executable` with `arguments`, capturing standard output and standard error
    /// together, and waits for it (at most `timeout` seconds, then it is terminated).
    ///
    /// Output goes to a temporary file rather than a pipe, so a chatty process never blocks
    /// and no reader thread is needed (this is called from many threads at once).
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        currentDirectory: URL? = nil,
        timeout: TimeInterval = 300
    ) -> RunResult {
        let fileManager = FileManager.default
        let outputFile = fileManager.temporaryDirectory.appendingPathComponent("toolchain-run-\(UUID().uuidString).log")
        guard fileManager.createFile(atPath: outputFile.path, contents: nil),
              let output = try? FileHandle(forWritingTo: outputFile) else {
            return RunResult(status: -1, terminatedBySignal: false, timedOut: false,
                             output: "could not create \(outputFile.path)")
        }
        defer {
            try? output.close()
            try? fileManager.removeItem(at: outputFile)
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return RunResult(status: -1, terminatedBySignal: false, timedOut: false,
                             output: "could not run \(executable.path): \(error)")
        }

        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            exited.wait()
        }
        process.waitUntilExit()

        let data = (try? Data(contentsOf: outputFile)) ?? Data()
        return RunResult(
            status: process.terminationStatus,
            terminatedBySignal: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            output: String(decoding: data, as: UTF8.self)
        )
    }
}
