// Combine stub: declaration-only, for type-checking SwiftUI code on Linux.
//
// Signatures and generic constraints follow Apple's Combine as closely as practical.
// Bodies never run: they are `fatalError()` or the smallest thing that compiles.
// Availability attributes are dropped (everything is available everywhere).

// MARK: - Cancellation

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    func cancel()
}

extension Cancellable {
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(AnyCancellable(self))
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(AnyCancellable(self))
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public init<C>(_ canceller: C) where C: Cancellable {}
    final public func cancel() {}

    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
}

// MARK: - Identification

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() {}
    public init(_ obj: AnyObject) {}
    public var description: String { "" }
}

// MARK: - Subscribers

public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn’t produce additional elements, either due to normal completion or an error.
    public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        public static let unlimited = Demand()
        public static let none = Demand()
        public static func max(_ value: Int) -> Subscribers.Demand { Demand() }
        public var max: Int? { nil }
        public var description: String { "" }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { false }
        public static func + (lhs: Demand, rhs: Demand) -> Demand { lhs }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs }
        public static func += (lhs: inout Demand, rhs: Demand) {}
        public static func += (lhs: inout Demand, rhs: Int) {}
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    final public class Sink<Input, Failure>: Subscriber, Cancellable where Failure: Error {
        final public let receiveValue: (Input) -> Void
        final public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }
        final public func receive(subscription: Subscription) {}
        final public func receive(_ value: Input) -> Subscribers.Demand { .none }
        final public func receive(completion: Subscribers.Completion<Failure>) {}
        final public func cancel() {}
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    final public class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        final public private(set) var object: Root?
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }
        final public func receive(subscription: Subscription) {}
        final public func receive(_ value: Input) -> Subscribers.Demand { .none }
        final public func receive(completion: Subscribers.Completion<Never>) {}
        final public func cancel() {}
    }
}

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure>: Subscriber where Failure: Error {
    public let combineIdentifier = CombineIdentifier()
    public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S: Subscriber {}
    public init(receiveSubscription: ((Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {}
    public func receive(subscription: Subscription) {}
    public func receive(_ value: Input) -> Subscribers.Demand { .none }
    public func receive(completion: Subscribers.Completion<Failure>) {}
}

// MARK: - Publisher

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {}
}

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: Subscription)
}

extension Subject where Self.Output == Void {
    public func send() {}
}

extension Publisher {
    public func subscribe<S>(_ subject: S) -> AnyCancellable where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output {
        AnyCancellable {}
    }
}

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

// MARK: - Observable objects

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {}
    final public func send() {}
}

/// A type that publishes a property marked with an attribute.
///
/// `wrappedValue` is unavailable: like Apple's, `@Published` only works on class properties
/// (through the `_enclosingInstance` subscript).
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher() }
        set {}
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set {}
    }
}
