import Foundation

/// `items.map(transform)` on all cores, keeping order.
public func concurrentMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
    var results = [R?](repeating: nil, count: items.count)
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
        let value = transform(items[i])
        lock.lock()
        results[i] = value
        lock.unlock()
    }
    return results.map { $0! }
}
