// SwiftUI stub: control and container styles.

// MARK: - Buttons

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a primitive button.
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A shape used to draw a button’s border.
public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
    /// Sets the style for buttons within this view to a button style with a custom appearance and custom interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

// MARK: - Lists

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
}

// MARK: - Pickers

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { self }
}

// MARK: - Toggles

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct DefaultToggleStyle: ToggleStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct SwitchToggleStyle: ToggleStyle {
    nonisolated public init() {}
    nonisolated public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct ButtonToggleStyle: ToggleStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct CheckboxToggleStyle: ToggleStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { self }
}

// MARK: - Text fields

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { self }
}

// MARK: - Labels

/// The properties of a label.
public struct LabelStyleConfiguration {
    public struct Title: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct Icon: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public var title: LabelStyleConfiguration.Title { Title() }
    public var icon: LabelStyleConfiguration.Icon { Icon() }
}

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { self }
}

// MARK: - Tab views, date pickers, menus

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view hierarchy.
public protocol MenuStyle {}

public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension View {
    public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { self }
    public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle { self }
    public func menuStyle<S>(_ style: S) -> some View where S: MenuStyle { self }
}
