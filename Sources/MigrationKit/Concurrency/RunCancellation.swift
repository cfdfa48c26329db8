import Foundation

/// Stops a run from starting more work: its output can no longer be written (stdout is closed or
/// full), so the rest would be wasted. The files being worked on are finished; nothing is
/// written in place after it.
public final class RunCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
