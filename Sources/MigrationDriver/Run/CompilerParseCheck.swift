import Foundation
import MigrationKit

/// Checks that migrated files still parse with the compiler: `swiftc -frontend -parse` over a
/// batch of files in one process (a compiler launch costs more than parsing a few files).
/// A result counts as broken only when its input parsed: a file that was already broken is
/// not blamed on the migration.
public struct CompilerParseCheck: Sendable {
    /// The compiler driver.
    public let swiftc: String

    public init(swiftc: String) { self.swiftc = swiftc }

    /// The `swiftc` on `PATH` (or `$SWIFTC`), or nil when there is none.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CompilerParseCheck? {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty, access(explicit, X_OK) == 0 { return CompilerParseCheck(swiftc: explicit) }
        return Subprocess.findOnPath("swiftc", environment: environment).map(CompilerParseCheck.init)
    }

    /// For each migration, nil when its output parses (or its input did not), else the
    /// compiler's first error in the output, as `line L, column C: message`.
    public func problems(in migrations: [(input: [UInt8], output: [UInt8])]) -> [String?] {
        guard !migrations.isEmpty else { return [] }
        do {
            var result = try firstErrors(migrations.map(\.output))
            let suspects = migrations.indices.filter { result[$0] != nil }
            guard !suspects.isEmpty else { return result }
            let inputErrors = try firstErrors(suspects.map { migrations[$0].input })
            for (k, index) in suspects.enumerated() where inputErrors[k] != nil { result[index] = nil }
            return result
        } catch {
            // A signal that removed the scratch folder or ended swiftc made it fail: no file's fault.
            Temporaries.shared.stopIfInterrupted()
            return migrations.map { _ in "\(error); use --no-verify to skip this check" }
        }
    }

    /// The compiler could not give a per-file answer.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Removes the run's scratch folder (see `ScratchFolder`), if the check made one.
    public static func removeScratchFolder() { ScratchFolder.shared.remove() }

    /// The first parse error of each file, nil for files that parse.
    func firstErrors(_ files: [[UInt8]]) throws -> [String?] {
        let directory: String
        do { directory = try ScratchFolder.shared.makeBatchFolder() } catch {
            throw Unavailable(description: "could not prepare the swiftc check: \(error)")
        }
        defer { ScratchFolder.shared.removeBatchFolder(directory) }
        guard files.enumerated().allSatisfy({ AtomicWriter.writeScratch("\(directory)/\($0.offset).swift", $0.element) }) else {
            throw Unavailable(description: "could not prepare the swiftc check in \(directory): \(String(cString: strerror(errno)))")
        }
        let arguments = ["-frontend", "-parse", "-diagnostic-style", "llvm"] + files.indices.map { "\(directory)/\($0).swift" }
        guard let run = Subprocess.run(swiftc, arguments), run.exitedNormally else {
            throw Unavailable(description: "\(swiftc) -frontend -parse did not run to completion")
        }
        var errors = [String?](repeating: nil, count: files.count)
        guard run.status != 0 else { return errors }
        let prefix = directory + "/"
        for line in String(decoding: run.standardError, as: UTF8.self).split(separator: "\n") where line.hasPrefix(prefix) {
            // <dir>/<index>.swift:<line>:<column>: error: <message>
            let fields = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, fields[3] == " error", let index = Int(fields[0].dropLast(".swift".count)),
                  errors.indices.contains(index), errors[index] == nil else { continue }
            errors[index] = "line \(fields[1]), column \(fields[2]): \(fields[4].dropFirst())"
        }
        if errors.allSatisfy({ $0 == nil }) {
            // Failed without a per-file error: do not pretend the files were checked.
            let reason = String(decoding: run.standardError, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit status \(run.status)"
            throw Unavailable(description: "swiftc -frontend -parse failed (\(reason))")
        }
        return errors
    }
}
