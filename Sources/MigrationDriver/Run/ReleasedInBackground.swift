import Foundation
import MigrationKit

/// Holds a value until `release()`, which drops it on a thread of its own: freeing a whole
/// project's index (millions of small allocations) takes a noticeable time, and nothing needs
/// to wait for it.
final class ReleasedInBackground<Value>: @unchecked Sendable {
    private(set) var value: Value?

    init(_ value: Value) { self.value = value }

    /// Hands the value to a new thread, which drops it. Call it once the value's last copy
    /// elsewhere is gone, so that this one is the last and the freeing happens there.
    func release() {
        guard let held = value else { return }
        value = nil
        Thread.detachNewThread { withExtendedLifetime(held) {} }
    }
}
