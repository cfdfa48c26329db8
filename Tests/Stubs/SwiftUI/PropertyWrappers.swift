// SwiftUI stub: the data-flow property wrappers.

// MARK: - State

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    nonisolated public init(wrappedValue value: Value) {}
    /// Creates a state property that stores an initial value.
    nonisolated public init(initialValue value: Value) {}

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    @inlinable nonisolated public init() {}
}

extension State: Sendable where Value: Sendable {}

// MARK: - Binding

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The binding’s transaction.
    public var transaction: Transaction

    /// Creates a binding with closures that read and write the binding value.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { transaction = Transaction() }
    /// Creates a binding with a closure that reads and writes the binding value.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { transaction = Transaction() }

    /// Creates a binding with an immutable value.
    nonisolated public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from the value of another binding.
    nonisolated public init(projectedValue: Binding<Value>) { transaction = Transaction() }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    nonisolated public init<V>(_ base: Binding<V>) where Value == V? { transaction = Transaction() }
    /// Creates a binding by projecting the base value to an unwrapped value.
    nonisolated public init?(_ base: Binding<Value?>) { transaction = Transaction() }
    /// Creates a binding by projecting the base value to a hashable value.
    nonisolated public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { transaction = Transaction() }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Binding<Value>.Index { fatalError() }
    public var endIndex: Binding<Value>.Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(after i: inout Binding<Value>.Index) {}
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(before i: inout Binding<Value>.Index) {}
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: DynamicProperty {}

extension Binding: Sendable where Value: Sendable {}

// MARK: - ObservableObject wrappers

/// A property wrapper type that instantiates an observable object.
@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Creates a new state object with an initial wrapped value.
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// The underlying value referenced by the state object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the state object that creates bindings to its properties.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type that subscribes to an observable object and invalidates a
/// view whenever the observable object changes.
@propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    /// Creates an observed object with an initial value.
    nonisolated public init(initialValue: ObjectType) {}
    /// Creates an observed object with an initial wrapped value.
    nonisolated public init(wrappedValue: ObjectType) {}

    /// The underlying value that the observed object references.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError() }
        set {}
    }

    /// A projection of the observed object that creates bindings to its properties.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    /// The underlying value referenced by the environment object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the environment object that creates bindings to its properties.
    @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }

    /// Creates an environment object.
    nonisolated public init() {}
}

// MARK: - Environment

/// A property wrapper that reads a value from a view’s environment.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    @inlinable nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// The current value of the environment property.
    @inlinable public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    /// Creates an environment property to read an observable object from the environment,
    /// returning `nil` if no corresponding object has been set in the current view’s environment.
    nonisolated public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension Environment: Sendable where Value: Sendable {}

// MARK: - Bindable

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    nonisolated public init(wrappedValue: Value) { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    nonisolated public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    nonisolated public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable object from an observable object.
    nonisolated public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable from the value of another bindable.
    nonisolated public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}

// MARK: - Storage

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a
/// view on a change in value in that user default.
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @usableFromInline init(_stub: Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {}
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @usableFromInline init(_stub: Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == String {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    nonisolated public init(_ key: String) where Value == Bool? {}
    nonisolated public init(_ key: String) where Value == Int? {}
    nonisolated public init(_ key: String) where Value == Double? {}
    nonisolated public init(_ key: String) where Value == String? {}
    nonisolated public init(_ key: String) where Value == URL? {}
    nonisolated public init(_ key: String) where Value == Data? {}
}

// MARK: - Focus

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @frozen @propertyWrapper
    public struct Binding {
        @usableFromInline init(_stub: Void) {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    /// Creates a focus state that binds to a Boolean.
    nonisolated public init() where Value == Bool {}
    /// Creates a focus state that binds to an optional type.
    nonisolated public init<T>() where Value == T?, T: Hashable {}
}

// MARK: - Namespace

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace defined by the persistent identity of an object.
    @frozen public struct ID: Hashable, Sendable {
        @usableFromInline init(_stub: Void) {}
    }

    nonisolated public init() {}
    public var wrappedValue: Namespace.ID { fatalError() }
}

/// A set of view properties that may be synchronized between views using the
/// `View.matchedGeometryEffect()` function.
@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

nonisolated extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide.
    public func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                          anchor: UnitPoint = .center, isSource: Bool = true) -> some View where ID: Hashable { self }
}

nonisolated extension View {
    /// Modifies this view by binding its focus state to the given state value.
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { self }
    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}
