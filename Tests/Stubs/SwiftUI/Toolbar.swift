// SwiftUI stub: toolbars.

/// Conforming types represent items that can be placed in various locations in a toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A group of toolbar content (the result of a multi-statement toolbar builder).
public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(_ value: T) {}
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

/// A type-erased toolbar content (used for `#available` branches).
public struct _AnyToolbarContent: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init<C>(_ content: C) where C: ToolbarContent {}
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { fatalError() }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> _AnyToolbarContent where Content: ToolbarContent { _AnyToolbarContent(content) }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<(C0, C1)> where C0: ToolbarContent, C1: ToolbarContent { TupleToolbarContent((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleToolbarContent<(C0, C1, C2)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent { TupleToolbarContent((c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<(C0, C1, C2, C3)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent { TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

/// The placement of a toolbar (for `toolbar(_:for:)` and friends).
public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
    public static let windowToolbar = ToolbarPlacement()
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement, content, and an identifier.
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// Creates a toolbar item group with a specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

nonisolated extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// Stub difference: `@_disfavoredOverload` (Apple's is not). With both overloads equally
    /// ranked, a `.toolbar { ToolbarItem … }` followed by a few overloaded modifiers
    /// (alert, confirmationDialog, tint, animation) made the type checker explore every
    /// combination (36 s on one probe); disfavoring the view form keeps it under 2 s and
    /// changes no outcome, since a closure only ever fits one of the two builders.
    @_disfavoredOverload public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }
    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { self }
    /// Specifies the visibility of a bar managed by SwiftUI.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { self }
    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}
