import SwiftUI

enum Density { case compact, regular }


extension EnvironmentValues {
    @Entry var title: String = "Untitled"
    @Entry var badge: String? = nil
    @Entry var offset: Double = -1.5
    @Entry var tags: [String] = []
    @Entry var limits: [String: Int] = ["rows": 3]
    @Entry var density: Density = Density.regular
    @Entry var isFeatureEnabled: Bool = true
}
