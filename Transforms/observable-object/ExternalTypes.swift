/// Types declared outside the project that a class may list first in its inheritance clause
/// without that being an `ObservableObject` superclass: well-known protocols, and Apple
/// classes that are not `ObservableObject`s.
enum ExternalTypes {
    /// True for protocols of the standard library and Apple's frameworks that classes commonly adopt.
    static func isKnownProtocol(_ name: String) -> Bool {
        knownProtocols.contains(name)
    }

    /// True for Apple classes that are not `ObservableObject`s, so a subclass may become `@Observable`.
    static func isKnownPlainClass(_ name: String) -> Bool {
        knownPlainClasses.contains(name)
    }

    private static let knownProtocols: Set<String> = [
        "AnyObject", "Sendable", "Identifiable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "CaseIterable",
        "RawRepresentable", "Observable", "NSObjectProtocol",
    ]

    /// Foundation, AppKit and UIKit base classes: none is an `ObservableObject`, and `@Observable`
    /// works on their subclasses.
    private static let knownPlainClasses: Set<String> = [
        "NSObject", "Operation", "Thread", "NSResponder", "UIResponder", "NSViewController", "UIViewController",
        "NSWindowController", "NSWindow", "UIWindow", "NSView", "UIView", "NSDocument", "UIDocument",
        "NSApplication", "UIApplication",
    ]
}
