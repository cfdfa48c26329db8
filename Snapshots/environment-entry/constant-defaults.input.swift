import SwiftUI

enum Density { case compact, regular }

private struct TitleKey: EnvironmentKey { static let defaultValue = "Untitled" }
private struct BadgeKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct OffsetKey: EnvironmentKey { static let defaultValue = -1.5 }
private struct TagsKey: EnvironmentKey { static let defaultValue: [String] = [] }
private struct LimitsKey: EnvironmentKey { static let defaultValue: [String: Int] = ["rows": 3] }
private struct DensityKey: EnvironmentKey { static let defaultValue = Density.regular }
private struct EnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    var title: String {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
    var badge: String? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
    var offset: Double {
        get { self[OffsetKey.self] }
        set { self[OffsetKey.self] = newValue }
    }
    var tags: [String] {
        get { self[TagsKey.self] }
        set { self[TagsKey.self] = newValue }
    }
    var limits: [String: Int] {
        get { self[LimitsKey.self] }
        set { self[LimitsKey.self] = newValue }
    }
    var density: Density {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
    var isFeatureEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }
}
