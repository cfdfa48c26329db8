import SwiftUI

final class Store: ObservableObject {
    @Published var items: [String] = []

    init() {
        Task { }
    }
}

final class SceneModel: ObservableObject {
    @Published var isActive = false

    init() {
        Task { }
    }
}

// An App is created once, by the system: @State evaluates `Store()` once, as @StateObject did.
@main
struct ShopApp: App {
    @StateObject private var store = Store()

    var body: some Scene {
        ShopScene()
    }
}

// A Scene may be created again when its parent's body runs: warned.
struct ShopScene: Scene {
    @StateObject private var model = SceneModel()

    var body: some Scene {
        WindowGroup {
            Text(model.isActive ? "Active" : "Idle")
        }
    }
}
