// SwiftUI stub: geometry, colors, shape styles, fonts, images, shapes and animation.

// MARK: - Geometry

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    public static let listRowSeparatorLeading = HorizontalAlignment()
    public static let listRowSeparatorTrailing = HorizontalAlignment()
}

/// An alignment position along the vertical axis.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

/// An alignment in both axes.
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

/// An enumeration to indicate one edge of a rectangle.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A normalized 2D point in a view’s coordinate space.
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint()
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A geometric angle whose value you access in either radians or degrees.
@frozen public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    @inlinable public init() { self.init(radians: 0) }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Constants that define how a view’s content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

/// A type that represents the position of a view within its containing coordinate space.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    public var size: CGSize { .zero }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

/// An opaque value derived from an anchor source and a particular view.
@frozen public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    @frozen public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

extension Anchor.Source where Value == CGPoint {
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
}

// MARK: - Shape styles

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// The foreground style in the current context.
@frozen public struct ForegroundStyle: ShapeStyle {
    @inlinable public init() {}
}

/// The background style in the current context.
@frozen public struct BackgroundStyle: ShapeStyle {
    @inlinable public init() {}
}

/// A shape style that maps to one of the numbered content styles.
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

/// A style appropriate for foreground separator or border lines.
@frozen public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

/// A style that reflects the current tint color.
@frozen public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

/// A background material type.
public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thick = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let ultraThick = Material()
    public static let bar = Material()
}

/// A type-erased ShapeStyle value.
@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

/// A color gradient represented as an array of color stops.
@frozen public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    @frozen public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) { self.stops = [] }
}

/// A linear gradient.
@frozen public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint) }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
}

extension ShapeStyle {
    /// Returns a version of this style with the given opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

// MARK: - Color

/// A representation of a color that adapts to a given context.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public var description: String { "Color" }

    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    nonisolated public init<T>(_ color: T) where T: Hashable, T: ShapeStyle {}

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color { self }

    public static let accentColor = Color("AccentColor")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let pink = Color("pink")
    public static let purple = Color("purple")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let clear = Color("clear")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let indigo = Color("indigo")
    public static let brown = Color("brown")
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var clear: Color { .clear }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var brown: Color { .brown }
}

// MARK: - Font

/// An environment-dependent font.
@frozen public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    /// Create a custom font with the given name and a size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    /// Create a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

    public func italic() -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    public func monospaced() -> Font { self }
    public func leading(_ leading: Font.Leading) -> Font { self }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        case standard
        case tight
        case loose
    }
}

// MARK: - Image

/// A view that displays an image.
@frozen public struct Image: Equatable, Sendable {
    /// Creates a labeled image that you can use as content for controls.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
    /// Creates a labeled image that you can use as content for controls, with the specified label.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    /// Creates an unlabeled, decorative image.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {}
    /// Creates a system symbol image.
    nonisolated public init(systemName: String) {}
    /// Creates a system symbol image with a variable value.
    nonisolated public init(systemName: String, variableValue: Double?) {}

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// A variant of a symbol.
public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants()
    public static let square = SymbolVariants()
    public static let rectangle = SymbolVariants()
    public static let fill = SymbolVariants()
    public static let slash = SymbolVariants()
}

// MARK: - Shapes

/// The outline of a 2D shape.
@frozen public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> ()) {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func closeSubpath() {}
}

/// A global actor that nothing runs on: a protocol isolated to it, combined with View's
/// @MainActor, leaves conforming types with no inferred isolation (Apple's trick for
/// Shape, so `path(in:)` stays nonisolated).
@globalActor public actor _GlobalActorToDisableGlobalActorInference {
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// Protocols that inherit from an actor-isolated protocol (such as View) and from this one
/// end up without an inferred isolation.
@_marker @_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, View, _RemoveGlobalActorIsolation {
    func path(in rect: CGRect) -> Path
}

/// A shape acts as a view by filling itself with the foreground style.
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

/// A style for rasterizing vector shapes.
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) { self.lineWidth = lineWidth }
}

nonisolated extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { self }
    /// Fills this shape with the foreground color.
    public func fill(style: FillStyle = FillStyle()) -> some View { self }
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { self }
    /// Traces the outline of this shape with a color or gradient and a stroke style.
    public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { self }
    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style`.
    public func stroke(style: StrokeStyle) -> some Shape { self }
    /// Returns a new shape that is a stroked copy of `self` with line-width `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
}

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen public struct Rectangle: Shape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// A rectangular shape with rounded corners.
@frozen public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// Defines the shape of a rounded rectangle’s corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// A circle centered on the frame of the view containing it.
@frozen public struct Circle: Shape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// An ellipse aligned inside the frame of the view containing it.
@frozen public struct Ellipse: Shape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// A capsule shape aligned inside the frame of the view containing it.
@frozen public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

// MARK: - Animation

/// The way a view changes over time to create a smooth visual transition from one state to another.
@frozen public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let linear = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()

    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    @_disfavoredOverload public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
    public static var spring: Animation { Animation() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { Animation() }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A type-erased transition.
@frozen public struct AnyTransition {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
