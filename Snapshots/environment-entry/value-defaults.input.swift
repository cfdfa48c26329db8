import SwiftUI

private struct ContentInsetsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets = EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
}
private struct PaddingKey: EnvironmentKey { static let defaultValue: EdgeInsets = .init(top: 2, leading: 4, bottom: 2, trailing: 4) }
private struct ThumbnailKey: EnvironmentKey { static let defaultValue = CGSize(width: 64, height: 48) }
private struct OriginKey: EnvironmentKey { static let defaultValue: CGPoint = .init(x: -1, y: 0.5) }
private struct FrameKey: EnvironmentKey { static let defaultValue = CGRect(origin: CGPoint(x: 0, y: 0), size: .zero) }
private struct AnchorKey: EnvironmentKey { static let defaultValue = UnitPoint(x: 0.5, y: 1) }
private struct TiltKey: EnvironmentKey { static let defaultValue = Angle(degrees: 15) }
private struct TurnKey: EnvironmentKey { static let defaultValue: Angle = .radians(1) }
private struct TintKey: EnvironmentKey { static let defaultValue = Color(red: 1, green: 0.5, blue: 0) }
private struct ShadeKey: EnvironmentKey { static let defaultValue: Color = .init(white: 0.2, opacity: 0.5) }
private struct CaptionKey: EnvironmentKey { static let defaultValue = Font.system(size: 12, weight: .bold) }
private struct HeadlineKey: EnvironmentKey { static let defaultValue: Font = .system(.headline, design: .rounded) }

extension EnvironmentValues {
    var contentInsets: EdgeInsets {
        get { self[ContentInsetsKey.self] }
        set { self[ContentInsetsKey.self] = newValue }
    }
    var padding: EdgeInsets {
        get { self[PaddingKey.self] }
        set { self[PaddingKey.self] = newValue }
    }
    var thumbnailSize: CGSize {
        get { self[ThumbnailKey.self] }
        set { self[ThumbnailKey.self] = newValue }
    }
    var origin: CGPoint {
        get { self[OriginKey.self] }
        set { self[OriginKey.self] = newValue }
    }
    var frame: CGRect {
        get { self[FrameKey.self] }
        set { self[FrameKey.self] = newValue }
    }
    var anchor: UnitPoint {
        get { self[AnchorKey.self] }
        set { self[AnchorKey.self] = newValue }
    }
    var tilt: Angle {
        get { self[TiltKey.self] }
        set { self[TiltKey.self] = newValue }
    }
    var turn: Angle {
        get { self[TurnKey.self] }
        set { self[TurnKey.self] = newValue }
    }
    var tint: Color {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    var shade: Color {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
    var caption: Font {
        get { self[CaptionKey.self] }
        set { self[CaptionKey.self] = newValue }
    }
    var headline: Font {
        get { self[HeadlineKey.self] }
        set { self[HeadlineKey.self] = newValue }
    }
}
