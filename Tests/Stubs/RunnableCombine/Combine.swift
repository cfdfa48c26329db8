// A runnable stand-in for the part of Combine that decides when property observers run and
// what publishers deliver: `ObservableObject` and `@Published` with its `$name` publisher, the
// subjects, `AnyPublisher` and `sink`, with the shapes of Apple's declarations (see
// ../Combine/Core.swift). The compiler lowers an assignment to a wrapped property from these
// shapes alone (an unavailable `wrappedValue`, the `_enclosingInstance` static subscript,
// `init(wrappedValue:)`/`init(initialValue:)`), so code built against this module runs its
// observers when and only when it would against Apple's Combine. Publishers are synchronous, as
// Combine's are without a scheduler: `$name` delivers the current value on subscription, then
// each new value in the property's `willSet` (a subscriber reading the property still sees the
// old value). Subscriptions are closures here, not `Subscriber`s with demand. Used by the runtime
// tests that run legacy code and its migrated form (Tests/TransformsTests/ObservableObjectRuntimeTests).

/// A cancellable subscription: cancelled when cancelled or released.
public final class AnyCancellable: Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    deinit { cancel() }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store(in array: inout [AnyCancellable]) { array.append(self) }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
}

/// Delivers values to its subscribers until each cancels.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// The stand-in's subscription: `receive` gets each value this publisher delivers.
    func attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { attach(receiveValue) }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive in attach { receive(transform($0)) } }
    }

    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive in
            var skipped = 0
            return attach { value in
                if skipped < count { skipped += 1 } else { receive(value) }
            }
        }
    }
}

/// A publisher that hides the type of the one it wraps.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attachment: (@escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attachment = publisher.attach
    }

    init(_ attachment: @escaping (@escaping (Output) -> Void) -> AnyCancellable) { self.attachment = attachment }

    public func attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable { attachment(receive) }
}

/// The subscribers of a subject, in subscription order.
private final class Subscribers<Output> {
    private var next = 0
    private var receivers: [(id: Int, receive: (Output) -> Void)] = []

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        next += 1
        let id = next
        receivers.append((id, receive))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        for receiver in receivers { receiver.receive(value) }
    }
}

/// Broadcasts each value sent to the subscribers of the moment.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Subscribers<Output>()
    public init() {}
    public func send(_ input: Output) { subscribers.send(input) }
    public func attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }
}

/// Holds a value: a new subscriber gets it at once, then every value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Subscribers<Output>()
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) { value = input }

    public func attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(value)
        return subscribers.add(receive)
    }
}

/// Publishes nothing but the sends it is given.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = Subscribers<Void>()
    public init() {}
    public func send() { subscribers.send(()) }
    public func attach(_ receive: @escaping (Void) -> Void) -> AnyCancellable { subscribers.add(receive) }
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    /// The value, its subject and the subscriptions `assign(to:)` ties to this storage.
    fileprivate final class Storage {
        var value: Value
        let subject: CurrentValueSubject<Value, Never>
        var assignments: [AnyCancellable] = []

        init(_ value: Value) {
            self.value = value
            subject = CurrentValueSubject(value)
        }

        /// `$name` sends first, then the value changes (as in a `willSet`).
        func set(_ newValue: Value) {
            subject.send(newValue)
            value = newValue
        }
    }

    private let storage: Storage

    public init(wrappedValue: Value) { self.init(initialValue: wrappedValue) }
    public init(initialValue: Value) { storage = Storage(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    /// `$name`: the current value on subscription, then each new value before the property
    /// changes. Settable, as Apple's is, so that `&$name` can be passed to `assign(to:)`.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        fileprivate let storage: Storage
        public func attach(_ receive: @escaping (Value) -> Void) -> AnyCancellable { storage.subject.attach(receive) }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            (object as? any ObservableObject)?.sendWillChange()
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }
}

extension Publisher where Failure == Never {
    /// Sets the property of `published` with each value, synchronously, for as long as its
    /// storage lives (which holds the subscription, and nothing holds the object). Like
    /// Apple's, it writes the storage, so the property's observers do not run. (The stand-in
    /// does not send the object's `objectWillChange` here.)
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignments.append(attach { [weak storage] in storage?.set($0) })
    }
}

extension ObservableObject {
    fileprivate func sendWillChange() {
        (objectWillChange as? ObservableObjectPublisher)?.send()
    }
}
