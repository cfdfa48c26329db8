import SwiftUI


extension EnvironmentValues {
    @Entry var contentInsets: EdgeInsets = EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
    @Entry var padding: EdgeInsets = .init(top: 2, leading: 4, bottom: 2, trailing: 4)
    @Entry var thumbnailSize: CGSize = CGSize(width: 64, height: 48)
    @Entry var origin: CGPoint = .init(x: -1, y: 0.5)
    @Entry var frame: CGRect = CGRect(origin: CGPoint(x: 0, y: 0), size: .zero)
    @Entry var anchor: UnitPoint = UnitPoint(x: 0.5, y: 1)
    @Entry var tilt: Angle = Angle(degrees: 15)
    @Entry var turn: Angle = .radians(1)
    @Entry var tint: Color = Color(red: 1, green: 0.5, blue: 0)
    @Entry var shade: Color = .init(white: 0.2, opacity: 0.5)
    @Entry var caption: Font = Font.system(size: 12, weight: .bold)
    @Entry var headline: Font = .system(.headline, design: .rounded)
}
