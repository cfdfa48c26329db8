// snapshot: isolated
import SwiftUI

// Views still use this with @StateObject until the iPad build moves to iOS 17.
// swiftui-migrate:disable-next-line observable-object
final class LegacyStore: ObservableObject {
    @Published var items: [String] = []
}

final class ModernStore: ObservableObject {
    @Published var items: [String] = []
}
