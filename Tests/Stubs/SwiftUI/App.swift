// SwiftUI stub: the app and scene structure.

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency public static func main() { fatalError("SwiftUI stub: apps do not run") }
}

/// A part of an app’s user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A group of scenes (the result of a multi-statement scene builder).
public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(_ value: T) {}
}

/// A type-erased, optionally present scene.
public struct _OptionalScene<Content>: Scene where Content: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(_ content: Content?) {}
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildOptional<Content>(_ content: Content?) -> _OptionalScene<Content> where Content: Scene { _OptionalScene(content) }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> _TupleScene<(C0, C1)> where C0: Scene, C1: Scene { _TupleScene((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleScene<(C0, C1, C2)> where C0: Scene, C1: Scene, C2: Scene { _TupleScene((c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleScene<(C0, C1, C2, C3)> where C0: Scene, C1: Scene, C2: Scene, C3: Scene { _TupleScene((c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _TupleScene<(C0, C1, C2, C3, C4)> where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene { _TupleScene((c0, c1, c2, c3, c4)) }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
}

/// A scene that presents an interface for viewing and modifying an app’s settings.
public struct Settings<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

nonisolated extension Scene {
    /// Supplies an `ObservableObject` to a view subhierarchy.
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject { self }
    /// Places an observable object in the scene’s environment.
    public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { self }
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }

    /// Adds an action to perform when the given value changes.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene where V: Equatable { self }
    /// Adds an action to perform when the given value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene where V: Equatable { self }
    /// Adds an action to perform when the given value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V: Equatable { self }

    /// Sets a default size for a window.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// Adds commands to the scene.
    public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content: Commands { self }
}

/// Conforming types represent a group of related commands that can be exposed to the user
/// via the main menu on macOS and key commands on iOS.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Empty commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// Constructs command sets from multi-expression closures.
@resultBuilder public struct CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C>(_ content: C) -> C where C: Commands { content }
}

/// Command groups that replace or augment the app's built-in menu commands.
public struct CommandGroup<Content>: Commands where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard locations that you can place new command groups relative to.
public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement()
    public static let appSettings = CommandGroupPlacement()
    public static let newItem = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
}
