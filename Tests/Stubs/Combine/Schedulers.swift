// Combine stub: schedulers, and the Foundation types Apple's SDK makes Combine-aware
// (DispatchQueue, RunLoop, OperationQueue, Timer, NotificationCenter).
//
// On Apple platforms these conformances live in Foundation's Combine overlay; here they
// live in Combine itself, so they are visible wherever `import Combine` or `import SwiftUI` is.

import Foundation
import Dispatch

// MARK: - Scheduler

/// A protocol that provides to the scheduler expression types the ability to convert to a time interval.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }

    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) {}
    public func schedule(_ action: @escaping () -> Void) {}
    public func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) {}
    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable { AnyCancellable {} }
    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable { AnyCancellable {} }
}

/// The stride shared by the stub schedulers' time types: a signed, literal-expressible interval.
public protocol _SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {}

extension _SchedulerStride {
    public static func seconds(_ s: Int) -> Self { fatalError() }
    public static func seconds(_ s: Double) -> Self { fatalError() }
    public static func milliseconds(_ ms: Int) -> Self { fatalError() }
    public static func microseconds(_ us: Int) -> Self { fatalError() }
    public static func nanoseconds(_ ns: Int) -> Self { fatalError() }
    public init?<T>(exactly source: T) where T: BinaryInteger { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public static func < (lhs: Self, rhs: Self) -> Bool { false }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public static func * (lhs: Self, rhs: Self) -> Self { lhs }
    public static func += (lhs: inout Self, rhs: Self) {}
    public static func -= (lhs: inout Self, rhs: Self) {}
    public static func *= (lhs: inout Self, rhs: Self) {}
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public struct Stride: _SchedulerStride {
            public typealias Magnitude = Int
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = Double
            public var magnitude: Int
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { AnyCancellable {} }
}

// MARK: - DispatchQueue

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var dispatchTime: DispatchTime { fatalError() }
        public init(_ time: DispatchTime) {}
        public struct Stride: _SchedulerStride {
            public typealias Magnitude = Int
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = Double
            public var magnitude: Int
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
            public init(_ timeInterval: DispatchTimeInterval) { magnitude = 0 }
            public init(_ timeInterval: Double) { magnitude = 0 }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
        public init(from decoder: Decoder) throws { fatalError() }
        public func encode(to encoder: Encoder) throws {}
        public func hash(into hasher: inout Hasher) {}
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { true }
    }

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public var now: SchedulerTimeType { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { AnyCancellable {} }
}

// MARK: - RunLoop

extension RunLoop: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public struct Stride: _SchedulerStride {
            public typealias Magnitude = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias FloatLiteralType = TimeInterval
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { magnitude }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    public struct SchedulerOptions {}

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { AnyCancellable {} }
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
}

// MARK: - OperationQueue

extension OperationQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public struct Stride: _SchedulerStride {
            public typealias Magnitude = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias FloatLiteralType = TimeInterval
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { magnitude }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    public struct SchedulerOptions {}

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { AnyCancellable {} }
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
}

// MARK: - Timer

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        final public let interval: TimeInterval
        final public let tolerance: TimeInterval?
        final public let runLoop: RunLoop
        final public let mode: RunLoop.Mode
        final public let options: RunLoop.SchedulerOptions?
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }
        final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {}
        final public func connect() -> Cancellable { AnyCancellable {} }
    }
}

// MARK: - NotificationCenter

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification {}
    }
}
