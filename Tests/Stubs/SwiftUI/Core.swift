// SwiftUI stub: declaration-only, for type-checking SwiftUI code on Linux.
//
// Signatures and generic constraints follow Apple's SwiftUI (iOS 18 SDK) as closely as
// practical; bodies never run. Differences from Apple's SDK:
// - availability attributes are dropped, so iOS-only and macOS-only API is available
//   everywhere and API newer than a deployment target is not rejected;
// - API Apple deprecated (hard or soft) is marked `@available(*, deprecated, ...)`, so
//   using it produces a warning here on every platform, never an error;
// - most modifiers return `some View` where Apple returns `some View` too, but the
//   underlying type is `Self`, and there are no real layout, rendering or state semantics;
// - primitive views (Body == Never) each declare `body` themselves instead of inheriting
//   it from `extension View where Body == Never`, so a user view that forgets `body` is
//   rejected as with Apple's SDK instead of getting Body inferred as Never.
// See Tests/Stubs/README.md for the full list.

@_exported import Foundation
@_exported import Combine
@_exported import Observation

// MARK: - View

/// A type that represents part of your app’s user interface and provides modifiers that
/// you use to configure views.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Never: View {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that doesn’t contain any content.
@frozen public struct EmptyView {
    @inlinable nonisolated public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view.
@frozen public struct AnyView {
    nonisolated public init<V>(_ view: V) where V: View {}
    nonisolated public init<V>(erasing view: V) where V: View {}
    nonisolated public init?(_fromValue value: Any) {}
}

extension AnyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
@frozen public struct TupleView<T> {
    public var value: T
    @inlinable nonisolated public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// View content that shows one of two possible children.
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    nonisolated init() { fatalError() }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen public struct Group<Content> {
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - ViewBuilder

/// A custom parameter attribute that constructs views from closures.
@resultBuilder public struct ViewBuilder {
    /// Builds an expression within the builder.
    @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    /// Builds an empty view from a block containing no statements.
    @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// Provides support for “if” statements in multi-statement closures, producing an
    /// optional view that is visible only when the condition evaluates to `true`.
    @_alwaysEmitIntoClient public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    /// Provides support for "if" statements with "else" and for "switch" statements.
    @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }

    /// Provides support for "if" statements with "else" and for "switch" statements.
    @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }

    /// Provides support for “if” statements with `#available()` clauses.
    @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }

    @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View { TupleView((c0, c1)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View { TupleView((c0, c1, c2)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> where C0: View, C1: View, C2: View, C3: View { TupleView((c0, c1, c2, c3)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> where C0: View, C1: View, C2: View, C3: View, C4: View { TupleView((c0, c1, c2, c3, c4)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View { TupleView((c0, c1, c2, c3, c4, c5)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

// MARK: - Modifiers

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The content view type passed to `body()`.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    nonisolated init() {}
}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
    /// Returns a new version of the modifier that will apply `animation` to all animatable values within the modifier.
    @MainActor @preconcurrency public func animation(_ animation: Animation?) -> some ViewModifier { self }
}

/// A value with a modifier applied to it.
@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError() }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A view that represents the content of a collection and can respond to edits.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { self }
    /// Sets the move action for the dynamic view.
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent { self }
}

/// The options for controlling the animation and other transient state of a change.
public struct Transaction: Sendable {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

/// Returns the result of recomputing the view’s body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// MARK: - Collection helpers SwiftUI adds for List editing

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}
