// snapshot: isolated
import Foundation
import Observation
#if canImport(Combine)
import Combine
#endif

@Observable final class Connectivity {
    var isOnline = true
}
