// App Intents, the part the snapshot cases use: entities, their `@Property` wrapper and the
// sort a property query is given. Signatures follow Apple's documentation; `title:` takes a
// `String` where Apple's takes a `LocalizedStringResource`, which Linux Foundation lacks.

/// A type an intent can refer to.
public protocol AppEntity: Identifiable {}

/// An entity's property, exposed to the system (`@Property(title: "Name") var name: String`).
@propertyWrapper
public final class EntityProperty<Value> {
    public var wrappedValue: Value
    /// The property itself, for key paths such as `\.$name`.
    public var projectedValue: EntityProperty<Value> { self }

    public init(wrappedValue: Value, title: String) { self.wrappedValue = wrappedValue }
}

extension AppEntity {
    /// `@Property`: the name entities use for `EntityProperty`.
    public typealias Property<Value> = EntityProperty<Value>
}

/// How the results of a property query are sorted: by the property at `by`, in `order`.
public struct EntityQuerySort<Entity> where Entity: AppEntity {
    /// The sort order.
    public enum Ordering: Sendable {
        case ascending
        case descending
    }

    /// The key path of the property the results are sorted by.
    public let by: PartialKeyPath<Entity>
    public let order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering) {
        self.by = by
        self.order = order
    }
}
