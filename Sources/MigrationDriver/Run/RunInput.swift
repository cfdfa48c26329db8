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
    /// Set when the run checks writability and the user cannot replace the file.
    var unwritable: UnchangeableFiles.Reason? = nil

    /// What reading the file gave.
    enum Read {
        /// UTF-8 source text.
        case source([UInt8])
        /// Bytes that are not UTF-8 text: indexed as they are, never rewritten.
        case notText([UInt8], FileProblem)
        /// Nothing: why.
        case failed(FileProblem)
    }

    /// The file's bytes, and whether they are UTF-8 text.
    func read() -> Read {
        let bytes: [UInt8]
        if let memory = memory {
            bytes = memory
        } else {
            switch SourceReader.readBytes(path) {
            case .failure(let problem): return .failed(problem)
            case .success(let read): bytes = read
            }
        }
        if let problem = SourceReader.check(bytes) { return .notText(bytes, problem) }
        return .source(bytes)
    }

    /// The source bytes, checked to be UTF-8 text.
    func load() -> Result<[UInt8], FileProblem> {
        switch read() {
        case .source(let bytes): return .success(bytes)
        case .notText(_, let problem), .failed(let problem): return .failure(problem)
        }
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
