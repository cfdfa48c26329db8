import Foundation

/// Hands out the indices `0..<count` to whichever worker asks first, until the run is cancelled.
public final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    public let count: Int
    private let cancellation: RunCancellation?

    public init(count: Int, cancellation: RunCancellation? = nil) {
        self.count = count
        self.cancellation = cancellation
    }

    public func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count, cancellation?.isCancelled != true else { return nil }
        next += 1
        return next - 1
    }
}
