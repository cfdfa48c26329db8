import Foundation
import MigrationKit

/// One file a run looks at, as discovery found it.
struct RunInput {
    /// The path to open.
    let path: String
    /// The path shown in diagnostics and results.
    let display: String
    /// What `path` names (`CanonicalPath`), for finding the project and targets that hold it.
    let canonical: String
    /// Source given in memory (stdin) instead of read from `path`.
    let memory: [UInt8]?
    /// Why the path cannot be looked at, found during discovery.
    let problem: FileProblem?
    /// False for files only indexed (`--project`).
    let rewrites: Bool

    /// The source bytes, checked to be UTF-8 text.
    func load() -> Result<[UInt8], FileProblem> {
        if let memory = memory {
            if let problem = SourceReader.check(memory) { return .failure(problem) }
            return .success(memory)
        }
        return SourceReader.read(path)
    }

}

/// Counts finished files across threads and reports progress.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let phase: RunProgress.Phase
    private let report: ((RunProgress) -> Void)?

    init(_ phase: RunProgress.Phase, total: Int, report: ((RunProgress) -> Void)?) {
        self.phase = phase
        self.total = total
        self.report = report
    }

    func step() {
        guard let report = report else { return }
        lock.lock()
        done += 1
        let progress = RunProgress(phase: phase, done: done, total: total)
        lock.unlock()
        report(progress)
    }
}

/// A cheap fingerprint of a file's bytes, to notice a file that changed between the phases.
func fingerprint(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBytes { Int(bitPattern: UInt(ByteHash.of($0))) }
}
