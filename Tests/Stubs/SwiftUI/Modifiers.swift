// SwiftUI stub: common view modifiers (layout, appearance, events, lists, search,
// accessibility, text input).

// MARK: - Layout

nonisolated extension View {
    /// Adds an equal padding amount to specific edges of this view.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View { self }
    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View { self }

    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }

    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func offset(_ offset: CGSize) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func position(_ position: CGPoint) -> some View { self }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { self }
    public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { self }
    public func coordinateSpace<T>(name: T) -> some View where T: Hashable { self }
    public func hidden() -> some View { self }
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
    public func tag<V>(_ tag: V) -> some View where V: Hashable { self }
    public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { self }
}

/// A set of symbolic safe area regions.
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

/// An edge on the vertical axis.
@frozen public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top
    case bottom
}

/// An edge on the horizontal axis.
@frozen public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading
    case trailing
}

// MARK: - Appearance

nonisolated extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { self }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    public func bold(_ isActive: Bool = true) -> some View { self }
    public func italic(_ isActive: Bool = true) -> some View { self }
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    public func monospacedDigit() -> some View { self }

    /// Sets the color of the foreground elements displayed by this view.
    @available(*, deprecated, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// Sets a view’s foreground elements to use a given style.
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { self }
    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { self }

    /// Layers the given view behind this view.
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { self }
    /// Layers the views that you specify behind this view.
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    /// Sets the view’s background to the default background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// Sets the view’s background to a style.
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    /// Sets the view’s background to an insettable shape filled with a style.
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
    /// Sets the view’s background to a shape filled with the default background style.
    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape { self }

    /// Places the given view in front of this view.
    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { self }
    /// Layers the views that you specify in front of this view.
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    /// Layers the specified style in front of this view.
    public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    /// Layers a shape that you specify in front of this view.
    public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }

    public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { self }
    public func opacity(_ opacity: Double) -> some View { self }
    @available(*, deprecated, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    public func clipped(antialiased: Bool = false) -> some View { self }
    public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
    public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View { self }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func brightness(_ amount: Double) -> some View { self }
    public func saturation(_ amount: Double) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { self }
    /// Sets the tint within this view.
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View { self }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { self }

    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    public func lineLimit(_ number: Int?) -> some View { self }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability { self }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func unredacted() -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func labelsHidden() -> some View { self }
    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }
    public func badge(_ key: LocalizedStringKey?) -> some View { self }
    @_disfavoredOverload public func badge<S>(_ label: S?) -> some View where S: StringProtocol { self }
}

/// A type that describes the ability to select text.
public protocol TextSelectability {}

public struct EnabledTextSelectability: TextSelectability {}

public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

// MARK: - Animation

nonisolated extension View {
    /// Applies the given animation to this view when the specified value changes.
    public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }
    /// Applies the given animation to the animatable modifiers `body` applies to this view (iOS 17).
    public func animation<V>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V: View { self }
    /// Associates a transition with the view.
    public func transition(_ t: AnyTransition) -> some View { self }
}

nonisolated extension View where Self: Equatable {
    /// Applies the given animation to this view when this view changes (iOS 15; not deprecated).
    public func animation(_ animation: Animation?) -> some View { self }
}

/// A placeholder for the view a modifier's content closure is given (`animation(_:body:)`).
public struct PlaceholderContentView<Value> {}

extension PlaceholderContentView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Events and lifecycle

nonisolated extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Adds an asynchronous task to perform before this view appears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Adds a task to perform before this view appears or when a specified value changes.
    public func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable { self }

    /// Adds an action to perform when the given value changes.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { self }
    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { self }
    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { self }

    /// Adds an action to perform when this view detects data emitted by the given publisher.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never { self }

    /// Adds an action to perform when this view recognizes a tap gesture.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Adds an action to perform when this view recognizes a long press gesture.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Registers a handler to invoke in response to a URL that your app receives.
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
    /// Adds an action to perform when the user submits a value to this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View { self }
    /// Sets the submit label for this view.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View { self }
    /// Configures whether this view participates in hit test operations.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Marks this view as refreshable.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

// MARK: - Text input

/// The kinds of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// UIKit's autocapitalization modes (UIKit's type, which SwiftUI re-exports on iOS; declared
/// here because the stubs have no UIKit).
@frozen public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode()
    public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode()
    public static let never = ScrollDismissesKeyboardMode()
}

nonisolated extension View {
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    @available(*, deprecated, message: "use textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = ScrollIndicatorVisibility()
    public static let visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility()
    public static let never = ScrollIndicatorVisibility()
}

// MARK: - Lists

nonisolated extension View {
    public func listRowBackground<V>(_ view: V?) -> some View where V: View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Adds custom swipe actions to a row in a list.
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T: View { self }
    /// Adds a context menu to a view.
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View { self }
    /// Adds an item-based context menu to a view.
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View where M: View, P: View { self }

    /// Sets the tab bar item associated with this view.
    @available(*, deprecated, message: "Use Tab instead")
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
}

extension VerticalEdge {
    /// An efficient set of `VerticalEdge`s.
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

// MARK: - Search

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }

    /// A mode of display for the search field when the search field is in the navigation bar drawer.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
        public static let always = NavigationBarDrawerDisplayMode()
    }
}

nonisolated extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
    /// Marks this view as searchable, which configures the display of a search field.
    @_disfavoredOverload public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol { self }
    /// Marks this view as searchable with text and suggestions.
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View where S: View { self }
    /// Marks this view as searchable with programmatic presentation of the search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// Configures the search scopes for this view.
    public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View where V: Hashable, S: View { self }
}

// MARK: - Accessibility

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (true, newMember) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
}

/// Defines the children’s behavior of accessibility elements.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

nonisolated extension View {
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S) -> some View where S: StringProtocol { self }
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> some View where S: StringProtocol { self }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
}

// Soft-deprecated (deprecated: 100000.0 in Apple's SDK), each renamed to an `accessibility…` modifier.
nonisolated extension View {
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { self }
    /// Listed among Apple's deprecated modifiers, but with no replacement and no deprecation version.
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits: AccessibilityTraits) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits: AccessibilityTraits) -> some View { self }
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { self }
}

// MARK: - Misc

/// Keyboard shortcuts.
public struct KeyboardShortcut: Hashable, Sendable {
    public static let defaultAction = KeyboardShortcut()
    public static let cancelAction = KeyboardShortcut()
}

/// A key equivalent that a user presses in conjunction with any specified modifier keys.
public struct KeyEquivalent: Hashable, ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
    public init(_ character: Character) {}
    public init(extendedGraphemeClusterLiteral: Character) {}
    public static let delete = KeyEquivalent("\u{7F}")
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
}

/// A set of key modifiers that you can add to a gesture.
@frozen public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
}

nonisolated extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    public func help(_ text: Text) -> some View { self }
    @_disfavoredOverload public func help<S>(_ text: S) -> some View where S: StringProtocol { self }
    public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { self }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// Represents a type of haptic and/or audio feedback that can be played.
public struct SensoryFeedback: Equatable, Sendable {
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let increase = SensoryFeedback()
    public static let decrease = SensoryFeedback()
    public static let impact = SensoryFeedback()
}
