// SwiftUI stub: navigation containers, links, destinations, titles and bar items.
//
// Everything Apple deprecated (hard or soft) in favor of NavigationStack and
// NavigationSplitView is marked `@available(*, deprecated, ...)` here, so leftover legacy
// navigation in migrated code shows up as a warning.

// MARK: - NavigationView (legacy)

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content> where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension NavigationView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle {}

/// The default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view.
@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a series of views in columns.
@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    @available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    @available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
    public static var columns: ColumnNavigationViewStyle { fatalError() }
}

nonisolated extension View {
    /// Sets the style for navigation views within this view.
    @available(*, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle { self }
}

// MARK: - NavigationStack

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public var codable: NavigationPath.CodableRepresentation? { nil }
    public init() {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {}
    public init(_ codable: NavigationPath.CodableRepresentation) {}
    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}

    /// A serializable representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {}
}

/// A view that displays a root view and enables you to present additional views over the root view.
public struct NavigationStack<Data, Root> where Root: View {
    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

extension NavigationStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - NavigationSplitView

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static let detailOnly = NavigationSplitViewVisibility()
    public static let doubleColumn = NavigationSplitViewVisibility()
    public static let all = NavigationSplitViewVisibility()
    public static let automatic = NavigationSplitViewVisibility()
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static let sidebar = NavigationSplitViewColumn()
    public static let content = NavigationSplitViewColumn()
    public static let detail = NavigationSplitViewColumn()
}

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
public struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar: View, Content: View, Detail: View {
    /// Creates a three-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    /// Creates a three-column navigation split view that enables programmatic control of leading columns’ visibility.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    /// Creates a two-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    /// Creates a two-column navigation split view that enables programmatic control of the sidebar’s visibility.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    nonisolated public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    nonisolated public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
}

extension NavigationSplitView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type that specifies the appearance and interaction of navigation split views.
public protocol NavigationSplitViewStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    /// Sets the style for navigation split views within this view.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle { self }
    /// Sets a fixed, preferred width for the column containing this view.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Sets a flexible, preferred width for the column containing this view.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

// MARK: - NavigationLink

/// A view that controls a navigation presentation.
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    /// Creates a navigation link that presents the destination view.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when active.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when a bound selection variable equals a given tag value.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    nonisolated public init<V>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) where V: Hashable {}

    /// Creates a navigation link that presents the destination view.
    @available(*, deprecated, message: "Pass a closure as the destination")
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when active.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view when a bound selection variable equals a given tag value.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    nonisolated public init<V>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) where V: Hashable {}

    /// Sets the navigation link to present its destination as the detail component of the containing navigation view.
    nonisolated public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link generates from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    /// Creates a navigation link that presents a destination view, with a text label that the link generates from a title string.
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {}
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload nonisolated public init<S>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}

    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) where V: Hashable {}
    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) where S: StringProtocol, V: Hashable {}

    @available(*, deprecated, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    @available(*, deprecated, message: "Pass a closure as the destination")
    @_disfavoredOverload nonisolated public init<S>(_ title: S, destination: Destination) where S: StringProtocol {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {}
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload nonisolated public init<S>(_ title: S, destination: Destination, isActive: Binding<Bool>) where S: StringProtocol {}

    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) where V: Hashable {}
    @available(*, deprecated, message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView")
    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) where S: StringProtocol, V: Hashable {}
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
    /// Creates a navigation link that presents the view corresponding to a codable value.
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {}
    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {}
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable {}
    @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {}
    @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {}
}

// MARK: - Destinations

nonisolated extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { self }

    /// Associates a destination view with a binding that can be used to push the view onto a `NavigationStack`.
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View { self }

    /// Associates a destination view with a bound value for use within a navigation stack or navigation split view.
    public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { self }
}

// MARK: - Titles and bar items

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

/// The display mode of a toolbar title.
public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
}

nonisolated extension View {
    /// Configures the view’s title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// Configures the view’s title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// Configures the view’s title for purposes of navigation, using a string.
    @_disfavoredOverload public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }
    /// Configures the view’s title for purposes of navigation, using a string binding.
    public func navigationTitle(_ title: Binding<String>) -> some View { self }
    /// Configures the view’s title for purposes of navigation, using a custom view.
    public func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> some View where V: View { self }

    /// Sets the title in the navigation bar for this view.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { self }
    /// Sets the title of this view’s navigation bar with a localized string.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// Sets the title of this view’s navigation bar with a string.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload public func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol { self }
    /// Sets the title and display mode in the navigation bar for this view.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Sets the title and display mode in the navigation bar for this view.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Sets the title and display mode in the navigation bar for this view.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View where S: StringProtocol { self }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Configures the toolbar title display mode for this view.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// Sets the navigation bar items for this view.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View { self }
    /// Sets the navigation bar items for this view.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L>(leading: L) -> some View where L: View { self }
    /// Configures the navigation bar items for this view.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<T>(trailing: T) -> some View where T: View { self }

    /// Hides the navigation bar for this view.
    @available(*, deprecated, message: "Use toolbar(_:for:) with .hidden and .navigationBar")
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
