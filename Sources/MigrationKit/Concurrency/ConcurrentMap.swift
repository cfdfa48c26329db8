import Dispatch

extension RandomAccessCollection where Index == Int {
    /// `map(transform)` on up to `threads` threads. The results come in the collection's
    /// order, so they never depend on `threads`; `transform` must only read shared state.
    /// Elements are handed out in chunks of at least `minimumPerChunk` (1 for work as heavy
    /// as a compiler run); a collection too small for two chunks is mapped on the calling thread.
    /// `transform` must not parse or otherwise recurse deeply: it runs on GCD's threads, with
    /// their default stacks, not on `ParallelWorkers`' large ones.
    public func concurrentMap<T>(threads: Int, minimumPerChunk: Int = 64, _ transform: (Element) -> T) -> [T] {
        guard threads > 1, count >= 2 * minimumPerChunk else { return map(transform) }
        // A few chunks per thread, so that a thread finishing early takes another one.
        let chunks = Swift.min(threads * 4, count / minimumPerChunk)
        let results = UnsafeMutableBufferPointer<[T]>.allocate(capacity: chunks)
        results.initialize(repeating: [])
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        let queue = WorkQueue(count: chunks)
        // One iteration per thread, each taking chunks until none is left.
        DispatchQueue.concurrentPerform(iterations: Swift.min(threads, chunks)) { _ in
            while let chunk = queue.take() {
                let lower = startIndex + count * chunk / chunks
                let upper = startIndex + count * (chunk + 1) / chunks
                results[chunk] = self[lower..<upper].map(transform)
            }
        }
        // Appended chunk by chunk: `Array(results.joined())` copies element by element.
        var joined: [T] = []
        joined.reserveCapacity(count)
        for chunk in results { joined.append(contentsOf: chunk) }
        return joined
    }
}
