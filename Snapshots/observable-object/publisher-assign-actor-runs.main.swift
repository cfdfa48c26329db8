import Combine
import Foundation

nonisolated(unsafe) let counts = PassthroughSubject<Int, Never>()

@MainActor func deliver() {
    let inbox = Inbox(counts: counts.eraseToAnyPublisher())
    counts.send(1)
    print("unread \(inbox.unread) after a send on the main thread")
    fflush(nil)
    let delivered = DispatchSemaphore(value: 0)
    Thread {
        counts.send(2)
        delivered.signal()
    }.start()
    delivered.wait()
    print("unread \(inbox.unread) after a send on another thread")
}

MainActor.assumeIsolated { deliver() }
