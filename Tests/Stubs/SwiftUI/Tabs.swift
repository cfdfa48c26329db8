// SwiftUI stub: the tab builder of iOS 18 (`Tab`, `TabContent`, `TabContentBuilder`) and the
// `TabView` initializers that take it. The legacy `TabView` initializers are in Containers.swift.

/// A type that provides content for programmatically selectable tabs in a tab view.
public protocol TabContent<TabValue> {
    /// The type used for the tab's selection value.
    associatedtype TabValue: Hashable
}

/// The content for a tab and the tab's associated tab item in a tab view.
public struct Tab<Value, Content, Label> where Value: Hashable, Content: View, Label: View {}

extension Tab: TabContent {
    public typealias TabValue = Value
}

/// The default label of a tab: its title and image.
public struct DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The semantic purpose of a tab.
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}

extension Tab where Value == Never {
    /// Creates a new tab with a label that you can use in a tab view.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, image: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content) {}
}

extension Tab {
    /// Creates a new tab with a label that you can use in a tab view.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Tab where Label == DefaultTabLabel {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {}
}

/// Tab content modifiers.
extension TabContent {
    public func badge(_ count: Int) -> some TabContent<TabValue> { self }
    public func badge(_ label: Text?) -> some TabContent<TabValue> { self }
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> { self }
    @_disfavoredOverload public func badge<S>(_ label: S) -> some TabContent<TabValue> where S: StringProtocol { self }
}

/// Tabs, one after another (what `TabContentBuilder.buildBlock` makes of several).
public struct TupleTabContent<TabValue, T>: TabContent where TabValue: Hashable {}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
/// This builder requires that all tabs in the tab view have the same selection type.
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// A view representation of the content of a builder-based tab view with selection.
    public struct Content<C>: View where C: TabContent {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }

    public static func buildExpression<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { content }
    public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTabContent<TabValue, (C0, C1)>
        where C0: TabContent, C1: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue { TupleTabContent() }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTabContent<TabValue, (C0, C1, C2)>
        where C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue { TupleTabContent() }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTabContent<TabValue, (C0, C1, C2, C3)>
        where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
              C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue { TupleTabContent() }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>
        where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
              C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue { TupleTabContent() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>
        where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
              C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue,
              C5.TabValue == TabValue { TupleTabContent() }
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its tabs.
    nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
}

extension TabView where SelectionValue == Never {
    /// Creates a tab view that uses a builder to create its tabs.
    nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C)
        where Content == TabContentBuilder<Never>.Content<C>, C: TabContent {}
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

extension ForEach where Content: TabContent {
    /// Creates tabs from the elements of a collection of identifiable data.
    nonisolated public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable, Content.TabValue == V {
        self.data = data
        self.content = content
    }
    /// Creates tabs from the elements of a collection, identified by a key path.
    nonisolated public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
        where Content.TabValue == V {
        self.data = data
        self.content = content
    }
}
