// SwiftUI stub: Xcode previews.
//
// `#Preview` is a freestanding declaration macro. Apple's implementation lives in a
// compiler plugin (`PreviewsMacros`) that ships with Xcode; the stub type checker builds a
// small stand-in plugin with the same module and type name (Tests/Stubs/PreviewsMacros)
// and passes it with `-load-plugin-library`. The stand-in expands to nothing, but the
// compiler still type-checks the macro's arguments, so the body closure of every
// `#Preview` is checked as `@ViewBuilder @MainActor () -> any View`, as in Xcode.
// Without the plugin, a use of `#Preview` is an error ("plugin for module
// 'PreviewsMacros' not found").

/// A type that produces view previews in Xcode (legacy form).
public protocol _PreviewProvider {}

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

/// A size constraint for a preview.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// An orientation for an interface.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public var id: String { "" }
    public static let portrait = InterfaceOrientation()
    public static let portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

nonisolated extension View {
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// A trait that customizes a preview (`#Preview(traits:)`).
public struct PreviewTrait<T>: Sendable {}

/// Namespace for the traits of view previews.
public enum _PreviewViewTraits {}

extension PreviewTrait where T == _PreviewViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait() }
    public static var portrait: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait() }
}

/// Creates a preview of a SwiftUI view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Creates a preview of a SwiftUI view using the specified traits.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<_PreviewViewTraits>, _ additionalTraits: PreviewTrait<_PreviewViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Tag allowing a dynamic property to appear inline in a preview (Xcode 16).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "PreviewableMacro")
