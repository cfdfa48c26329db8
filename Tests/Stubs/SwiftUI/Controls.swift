// SwiftUI stub: controls and simple leaf views.

// MARK: - Label

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title, Icon> where Title: View, Icon: View {
    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// MARK: - Button

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    public static let close = ButtonRole()
    public static let confirm = ButtonRole()
}

/// A control that initiates an action.
public struct Button<Label> where Label: View {
    /// Creates a button that displays a custom label.
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// Creates a button with a specified role that displays a custom label.
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// The label a button shows for its role when it is given none (`Button(role: .cancel) {}`).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct DefaultButtonLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Button where Label == DefaultButtonLabel {
    /// Creates a button that displays a default label.
    nonisolated public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// A button that toggles the edit mode environment value.
public struct EditButton: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init() {}
}

/// A control for navigating to a URL.
public struct Link<Label> where Label: View {
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

extension Link: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, destination: URL) where S: StringProtocol {}
}

/// A control for presenting a menu of actions.
public struct Menu<Label, Content> where Label: View, Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {}
}

extension Menu: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

// MARK: - Toggle

/// A control that toggles between on and off states.
public struct Toggle<Label> where Label: View {
    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {}
}

// MARK: - Text input

/// A control that displays an editable text interface.
public struct TextField<Label> where Label: View {
    /// Creates a text field with a prompt generated from a `Text`.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    /// Creates a text field with a preferred axis and a prompt generated from a `Text`.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
}

extension TextField: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}

    @available(*, deprecated, message: "Renamed to TextField.init(_:text:axis:) or use onSubmit and focused")
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {}
    @available(*, deprecated, message: "Renamed to TextField.init(_:text:axis:) or use onSubmit and focused")
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) where S: StringProtocol {}

    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String {}
    @_disfavoredOverload nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {}
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String {}
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {}
    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol {}
}

/// A control into which people securely enter private text.
public struct SecureField<Label> where Label: View {
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension SecureField: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
    @available(*, deprecated, message: "Use onSubmit instead")
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {}
}

/// A view that can display and edit long-form text.
public struct TextEditor: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(text: Binding<String>) {}
}

// MARK: - Pickers

/// A control for selecting from a set of mutually exclusive values.
public struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View {
    /// Creates a picker that displays a custom label.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    @available(*, deprecated, renamed: "Picker.init(selection:content:label:)")
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
}

extension Picker: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A control for selecting an absolute date.
public struct DatePicker<Label> where Label: View {
    /// The components of a date shown by the date picker.
    public typealias Components = DatePickerComponents

    nonisolated public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    nonisolated public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    nonisolated public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    nonisolated public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
}

/// The components of a date shown by a date picker.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {}
}

/// A control for selecting a value from a bounded linear range of values.
public struct Slider<Label, ValueLabel> where Label: View, ValueLabel: View {
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

/// A control that performs increment and decrement actions.
public struct Stepper<Label> where Label: View {
    nonisolated public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    nonisolated public init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
}

extension Stepper: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {}
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {}
}

// MARK: - Indicators and spacing

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

extension ProgressView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView {}
    nonisolated public init(@ViewBuilder label: () -> Label) {}
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

extension ProgressView {
    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint {}
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {}
}

/// A flexible space that expands along the major axis of its containing stack layout.
@frozen public struct Spacer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public var minLength: CGFloat?
    @inlinable nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

/// A visual element that can be used to separate other content.
public struct Divider: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init() {}
}

/// A container for views that you present as form controls.
public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension LabeledContent where Label == Text, Content: View {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

extension LabeledContent where Label == Text, Content == Text {
    nonisolated public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    @_disfavoredOverload nonisolated public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
}

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
public struct ContentUnavailableView<Label, Description, Actions> where Label: View, Description: View, Actions: View {
    nonisolated public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
}

extension ContentUnavailableView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {}
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    public static var search: ContentUnavailableView<Label, Description, Actions> { fatalError() }
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { fatalError() }
}

/// Namespace for the views of the search-unavailable state.
public struct SearchUnavailableContent {
    public struct Label: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct Description: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct Actions: View { public typealias Body = Never; public var body: Never { fatalError() } }
}

/// A view that asynchronously loads and displays an image.
public struct AsyncImage<Content> where Content: View {}

extension AsyncImage: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension AsyncImage where Content == Image {
    nonisolated public init(url: URL?, scale: CGFloat = 1) {}
}

extension AsyncImage {
    nonisolated public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View {}
    nonisolated public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
}

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? { nil }
    public var error: Error? { nil }
}
