// SwiftUI stub: modal presentations (sheets, covers, popovers, alerts, dialogs).

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

// MARK: - Sheets, covers and popovers

nonisolated extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// Presents a sheet using the given item as a data source for the sheet’s content.
    public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// Presents a modal view that covers as much of the screen as possible when binding to a Boolean value you provide is true.
    public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// Presents a modal view that covers as much of the screen as possible using the binding you provide as a data source for the sheet’s content.
    public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// Presents a popover when a given condition is true.
    public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// Presents a popover using the given item as a data source for the popover’s content.
    public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Sets the available detents for the enclosing sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the currently selected detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Sets the visibility of the drag indicator on top of a sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

// MARK: - Alerts (legacy)

/// A representation of an alert presentation.
@available(*, deprecated, message: "use alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}

    /// A button representing an operation of an alert presentation.
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }
    }
}

/// A representation of an action sheet presentation.
@available(*, deprecated, message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead.")
public struct ActionSheet {
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
    public typealias Button = Alert.Button
}

nonisolated extension View {
    /// Presents an alert to the user.
    @available(*, deprecated, message: "use alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// Presents an alert to the user.
    @available(*, deprecated, message: "use alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item: Identifiable { self }

    /// Presents an action sheet when a given condition is true.
    @available(*, deprecated, message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// Presents an action sheet using the given item as a data source for the sheet’s content.
    @available(*, deprecated, message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead.")
    public func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View where T: Identifiable { self }
}

// MARK: - Alerts

nonisolated extension View {
    /// Presents an alert when a given condition is true, using a localized string key for the title.
    public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// Presents an alert when a given condition is true, using a string variable as a title.
    @_disfavoredOverload public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View { self }
    /// Presents an alert when a given condition is true, using a text view for the title.
    public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { self }

    /// Presents an alert with a message when a given condition is true, using a localized string key for a title.
    public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// Presents an alert with a message when a given condition is true using a string variable as a title.
    @_disfavoredOverload public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// Presents an alert with a message when a given condition is true using a text view as a title.
    public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }

    /// Presents an alert using the given data to produce the alert’s content and a localized string key for a title.
    public func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// Presents an alert using the given data to produce the alert’s content and a string variable as a title.
    @_disfavoredOverload public func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View { self }
    /// Presents an alert using the given data to produce the alert’s content and a text view as a title.
    public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }

    /// Presents an alert with a message using the given data to produce the alert’s content and a localized string key for a title.
    public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
    /// Presents an alert with a message using the given data to produce the alert’s content and a string variable as a title.
    @_disfavoredOverload public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// Presents an alert with a message using the given data to produce the alert’s content and a text view for a title.
    public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }

    /// Presents an alert when an error is present.
    public func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View where E: LocalizedError, A: View { self }
    /// Presents an alert with a message when an error is present.
    public func alert<E, A, M>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View where E: LocalizedError, A: View, M: View { self }
}

// MARK: - Confirmation dialogs

nonisolated extension View {
    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
    public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
    @_disfavoredOverload public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View { self }
    /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
    public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { self }

    /// Presents a confirmation dialog with a message when a given condition is true, using a localized string key for the title.
    public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// Presents a confirmation dialog with a message when a given condition is true, using a string variable for the title.
    @_disfavoredOverload public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// Presents a confirmation dialog with a message when a given condition is true, using a text view for the title.
    public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }

    /// Presents a confirmation dialog using data to produce the dialog’s content and a localized string key for the title.
    public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// Presents a confirmation dialog using data to produce the dialog’s content and a string variable for the title.
    @_disfavoredOverload public func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View { self }
    /// Presents a confirmation dialog using data to produce the dialog’s content and a text view for the title.
    public func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// Presents a confirmation dialog with a message using data to produce the dialog’s content and a localized string key for the title.
    public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
    /// Presents a confirmation dialog with a message using data to produce the dialog’s content and a string variable for the title.
    @_disfavoredOverload public func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// Presents a confirmation dialog with a message using data to produce the dialog’s content and a text view for the title.
    public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
}
