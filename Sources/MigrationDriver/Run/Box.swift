import MigrationKit

/// A value shared by reference between threads that take turns with it (one at a time, as a
/// join, a semaphore or an `OrderedDelivery` ensures); the box itself does not lock.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
