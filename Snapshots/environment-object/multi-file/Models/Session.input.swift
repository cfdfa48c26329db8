import Combine
import Foundation

final class UserSession: ObservableObject {
    @Published var displayName = ""
    @Published var prefersCompactLayout = false
}
