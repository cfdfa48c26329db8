import Observation
import Foundation

@Observable final class UserSession {
    var displayName = ""
    var prefersCompactLayout = false
}
