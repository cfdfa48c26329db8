// snapshot: isolated --observe-all
import SwiftUI

final class Counter: ObservableObject {
    @Published var title = ""
    @MainActor var count = 0
    private var _count = 0
}
