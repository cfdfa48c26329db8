import Foundation
import MigrationKit

/// Runs work on threads with a large stack: the parser recurses, and deeply nested code must
/// not overflow the 512 KB a secondary thread gets by default.
public enum ParallelWorkers {
    public static let stackSize = 16 << 20

    /// Calls `body(worker)` for each worker in `0..<threads` on its own thread and waits for all.
    public static func run(threads: Int, _ body: @escaping (Int) -> Void) {
        let group = DispatchGroup()
        for worker in 0..<max(threads, 1) {
            group.enter()
            let thread = Thread {
                body(worker)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// Runs `body` on one large-stack thread and returns its result (or throws its error).
    public static func onLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
        let box = Box<Result<T, Error>?>(nil)
        run(threads: 1) { _ in box.value = Result { try body() } }
        return try box.value!.get()
    }
}

/// Collects values produced out of order by many threads and passes them on in index order,
/// each as soon as every value before it has arrived; nothing is kept once passed on.
///
/// One delivering thread at a time drains what is ready, outside the lock, so the others
/// only drop their value and go back to work.
final class OrderedDelivery<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Int: Value] = [:]
    private var next = 0
    private var draining = false
    private let consume: (Value) -> Void

    /// `consume` is called on the delivering threads, one call at a time, in index order.
    init(consume: @escaping (Value) -> Void) { self.consume = consume }

    func deliver(_ value: Value, at index: Int) {
        lock.lock()
        waiting[index] = value
        guard !draining else {
            lock.unlock()
            return
        }
        draining = true
        while let ready = waiting.removeValue(forKey: next) {
            next += 1
            lock.unlock()
            consume(ready)
            lock.lock()
        }
        draining = false
        lock.unlock()
    }
}
