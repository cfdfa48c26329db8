// SwiftUI stub: stacks, grids, scroll views, lists, forms, sections, ForEach, tabs.

// MARK: - Stacks

/// A view that arranges its subviews in a vertical line.
@frozen public struct VStack<Content> where Content: View {
    @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension VStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
@frozen public struct HStack<Content> where Content: View {
    @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension HStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
@frozen public struct ZStack<Content> where Content: View {
    @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

extension ZStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
public struct LazyVStack<Content> where Content: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

extension LazyVStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.
public struct LazyHStack<Content> where Content: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

extension LazyHStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A container view that arranges its child views in a grid that grows vertically.
public struct LazyVGrid<Content> where Content: View {
    nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

extension LazyVGrid: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that arranges its child views in a grid that grows horizontally.
public struct LazyHGrid<Content> where Content: View {
    nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

extension LazyHGrid: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that defines its content as a function of its own size and coordinate space.
@frozen public struct GeometryReader<Content> where Content: View {
    public var content: (GeometryProxy) -> Content
    @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Scrolling

/// A scrollable view.
public struct ScrollView<Content> where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}

extension ScrollView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
@frozen public struct ScrollViewReader<Content> where Content: View {
    public var content: (ScrollViewProxy) -> Content
    @inlinable nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

// MARK: - ForEach

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data’s identifier.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        fatalError()
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    nonisolated public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        fatalError()
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

// MARK: - List

/// A container that presents rows of data arranged in a single column, optionally
/// providing the ability to select one or more members.
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    /// Creates a list with the given content that supports selecting multiple rows.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    /// Creates a list with the given content that supports selecting a single row.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    /// Creates a list with the given content that supports selecting a single row that cannot be deselected.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

extension List: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension List {
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
    /// Creates a list that computes its views on demand over a constant range.
    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {}
    /// Creates a list from a binding to a collection of identifiable data.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {}
}

// MARK: - Form and Section

/// A container for grouping controls used for data entry, such as in settings or inspectors.
public struct Form<Content> where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Form: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// Creates a section with a header, footer, and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
    @available(*, deprecated, message: "Use Section(content:header:footer:)")
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    @available(*, deprecated, message: "Use Section(content:header:)")
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
    @available(*, deprecated, message: "Use Section(content:footer:)")
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, using a text view as the header.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
public struct GroupBox<Label, Content> where Label: View, Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension GroupBox: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension GroupBox where Label == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension GroupBox where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

/// A view that shows or hides another content view, based on the state of a disclosure control.
public struct DisclosureGroup<Label, Content> where Label: View, Content: View {
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
}

extension DisclosureGroup: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension DisclosureGroup where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {}
    @_disfavoredOverload nonisolated public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {}
}

// MARK: - Tabs

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension TabView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}
