// SwiftUI stub: the environment (values, keys, actions) and the modifiers that write it.

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

/// Creates an environment values, transaction, container values, or focused values entry
/// (Xcode 16; the stand-in plugin is Tests/Stubs/SwiftUIMacros).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }

    /// A binding to the current presentation mode of the view associated with this environment.
    @available(*, deprecated, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { fatalError() }

    /// A Boolean value that indicates whether the view associated with this environment is currently presented.
    public var isPresented: Bool { false }

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme { get { .light } set {} }

    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }

    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }

    /// The current phase of the scene.
    public var scenePhase: ScenePhase { get { .active } set {} }

    /// An action that opens a URL.
    public var openURL: OpenURLAction { get { OpenURLAction(handler: { _ in .handled }) } set {} }

    /// A Boolean value that indicates whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool { get { true } set {} }

    /// A Boolean value that indicates when the user is searching.
    public var isSearching: Bool { false }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// A refresh action stored in a view’s environment.
    public var refresh: RefreshAction? { nil }

    /// An indication of whether the user can edit the contents of a view associated with this environment.
    public var editMode: Binding<EditMode>? { get { nil } set {} }

    /// The current locale that views should use.
    public var locale: Locale { get { Locale(identifier: "en_US") } set {} }

    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar { get { Calendar(identifier: .gregorian) } set {} }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone { get { TimeZone(identifier: "UTC")! } set {} }

    /// The current Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }

    /// The default font of this environment.
    public var font: Font? { get { nil } set {} }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
}

extension EnvironmentValues {
    /// Reads an observable object of the specified type from the environment.
    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { nil }
        set {}
    }
}

/// An action that dismisses a presentation.
public struct DismissAction {
    /// Dismisses the view if it is currently presented.
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// An action that can end a search interaction.
public struct DismissSearchAction {
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// An action that initiates a refresh operation.
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

/// An action that opens a URL.
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// An indication whether a view is currently presented by another view.
@available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    /// Indicates whether a view is currently presented.
    public var isPresented: Bool { false }
    /// Dismisses the view if it is currently presented.
    public mutating func dismiss() {}
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// An indication of a scene’s operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// The mode of a view indicating whether the user can edit its content.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { self != .inactive }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

nonisolated extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    /// Places an observable object in the view’s environment.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }

    /// Supplies an observable object to a view’s hierarchy.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { self }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { self }
}
