// A runnable stand-in for the part of Combine that decides when property observers run:
// `ObservableObject` and `@Published`, with the shapes of Apple's declarations (see
// ../Combine/Core.swift). The compiler lowers an assignment to a wrapped property from these
// shapes alone (an unavailable `wrappedValue`, the `_enclosingInstance` static subscript,
// `init(wrappedValue:)`/`init(initialValue:)`), so code built against this module runs its
// observers when and only when it would against Apple's Combine. Used by the runtime tests
// that run legacy code and its migrated form (Tests/TransformsTests/ObservableObjectRuntimeTests).

/// Publishes nothing.
public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
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
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

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
        get { object[keyPath: storageKeyPath].value }
        set {
            (object as? any ObservableObject)?.sendWillChange()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

extension ObservableObject {
    fileprivate func sendWillChange() {
        (objectWillChange as? ObservableObjectPublisher)?.send()
    }
}
