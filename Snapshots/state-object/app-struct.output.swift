import SwiftUI

@Observable final class Store {
    var items: [String] = []

    init() {
        Task { }
    }
}

@Observable final class SceneModel {
    var isActive = false

    init() {
        Task { }
    }
}

// An App is created once, by the system: @State evaluates `Store()` once, as @StateObject did.
@main
struct ShopApp: App {
    @State private var store = Store()

    var body: some Scene {
        ShopScene()
    }
}

// A Scene may be created again when its parent's body runs: warned.
struct ShopScene: Scene {
    @State private var model = SceneModel()

    var body: some Scene {
        WindowGroup {
            Text(model.isActive ? "Active" : "Idle")
        }
    }
}
