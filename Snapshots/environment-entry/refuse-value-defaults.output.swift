import SwiftUI

struct Layout {
    var columns: Int
}

let sharedWidth: CGFloat = 10

private struct IDKey: EnvironmentKey { static let defaultValue = UUID() }
private struct SizeKey: EnvironmentKey { static let defaultValue = CGSize(width: sharedWidth, height: 1) }
private struct FadedKey: EnvironmentKey { static let defaultValue = Color(red: 1, green: 0, blue: 0).opacity(0.5) }
private struct InsetsKey: EnvironmentKey { static let defaultValue: EdgeInsets? = .init(top: 1, leading: 0, bottom: 0, trailing: 0) }
private struct WidthKey: EnvironmentKey { static let defaultValue: () -> CGFloat = { [sharedWidth] in sharedWidth } }
private struct LogKey: EnvironmentKey { static let defaultValue: () -> Void = { print("closed") } }

extension EnvironmentValues {
    var id: UUID {
        get { self[IDKey.self] }
        set { self[IDKey.self] = newValue }
    }
    @Entry var layout: Layout = .init(columns: 3)
    var size: CGSize {
        get { self[SizeKey.self] }
        set { self[SizeKey.self] = newValue }
    }
    var faded: Color {
        get { self[FadedKey.self] }
        set { self[FadedKey.self] = newValue }
    }
    var insets: EdgeInsets? {
        get { self[InsetsKey.self] }
        set { self[InsetsKey.self] = newValue }
    }
    var width: () -> CGFloat {
        get { self[WidthKey.self] }
        set { self[WidthKey.self] = newValue }
    }
    var log: () -> Void {
        get { self[LogKey.self] }
        set { self[LogKey.self] = newValue }
    }
}
