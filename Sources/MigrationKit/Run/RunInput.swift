import Foundation

/// One file a run looks at, as discovery found it.
struct RunInput {
    /// The path to open.
    let path: String
    /// The path shown in diagnostics and results.
    let display: String
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

/// A cheap fingerprint of a file's bytes, to notice a file that changed between the phases:
/// 64-bit words mixed by xor, an odd multiplier and a rotation (each step a bijection of the
/// state, so two texts of one length that differ in one word always differ here). Not a
/// cryptographic hash, and about ten times cheaper than `Hasher`'s SipHash.
func fingerprint(_ bytes: [UInt8]) -> Int {
    func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let product = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        return product << 31 | product >> 33
    }
    return bytes.withUnsafeBytes { raw in
        var state = mix(0xCBF2_9CE4_8422_2325, UInt64(raw.count))
        var offset = 0
        while offset + 8 <= raw.count {
            state = mix(state, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for byte in raw[offset...] { tail = tail << 8 | UInt64(byte) }
        return Int(bitPattern: UInt(mix(state, tail)))
    }
}
