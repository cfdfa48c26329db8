import Foundation
import MigrationKit

/// Runs helper programs (`git`, `swiftc`) and finds them on `PATH`.
public enum Subprocess {
    /// What a finished program left behind.
    public struct Output {
        public var status: Int32
        /// False when the program was killed by a signal.
        public var exitedNormally: Bool
        public var standardOutput: Data
        public var standardError: Data
    }

    /// Runs `executable` with `arguments` and waits for it. Both output streams are drained
    /// while it runs, so a chatty program never blocks. `input` is its stdin (empty when nil; a
    /// program that stops reading early is not an error); `environment` replaces the inherited
    /// one. Nil when it cannot be started. An interruption ends the program (`Temporaries`).
    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                           input: Data? = nil, environment: [String: String]? = nil) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory = directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment = environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do { try process.run() } catch { return nil }
        Temporaries.shared.child(process.processIdentifier, started: true)
        defer { Temporaries.shared.child(process.processIdentifier, started: false) }
        if let input = input {
            Thread.detachNewThread {
                try? stdin.fileHandleForWriting.write(contentsOf: input)
                try? stdin.fileHandleForWriting.close()
            }
        }
        let errorData = Box(Data())
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorData.value = (try? errors.fileHandleForReading.readToEnd()) ?? Data()
            drained.signal()
        }
        let outputData = (try? output.fileHandleForReading.readToEnd()) ?? Data()
        drained.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
                      standardOutput: outputData, standardError: errorData.value)
    }

    /// The first executable named `name` in the directories of `PATH`.
    public static func findOnPath(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
