import Foundation
import MigrationKit

/// The files phase 1 parsed, kept for phase 2 so that a file is parsed once per run rather
/// than twice, within a budget: a tree takes about 12 times its file's size, so only the first
/// `budget` bytes of source are kept (and each tree is let go as soon as phase 2 takes it);
/// files past the budget are parsed again in phase 2, as if none were kept.
final class KeptTrees: @unchecked Sendable {
    /// Bytes of source whose trees phase 1 keeps, at most (about 200 MB of trees).
    static let defaultBudget = 16 << 20

    private let lock = NSLock()
    private var files: [Int: SourceFile] = [:]
    private var remaining: Int

    init(budget: Int = KeptTrees.defaultBudget) { remaining = budget }

    /// Keeps `file` (phase 1's parse of input `input`) when the budget allows.
    func offer(_ file: SourceFile, input: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard file.bytes.count <= remaining else { return }
        remaining -= file.bytes.count
        files[input] = file
    }

    /// Input `input`'s tree, if kept; it is kept no longer.
    func take(_ input: Int) -> SourceFile? {
        lock.lock()
        defer { lock.unlock() }
        return files.removeValue(forKey: input)
    }
}
