// snapshot: isolated
import Combine
import Foundation

final class Clock: ObservableObject {
    @Published var now = Date()
    private var ticks = 0
}
